import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSseParser } from './sse-parser';

const STREAM =
  'id: 1-a\nevent: ready\ndata: {}\n\n: heartbeat\n\nid: 2-b\r\nevent: order\r\ndata: {"kind":"order.created"}\r\n\r\ndata: one\ndata: two\n\nevent: empty\n\n';
const EXPECTED = [
  { id: '1-a', event: 'ready', data: '{}' },
  { id: '2-b', event: 'order', data: '{"kind":"order.created"}' },
  { event: 'message', data: 'one\ntwo' },
];

describe('server-sent event parser', () => {
  it('reads ids, types and data, skips comments and events without data, and takes \\n and \\r\\n alike', () => {
    expect(createSseParser().push(STREAM)).toEqual(EXPECTED);
  });

  it('answers the same events however the chunks cut the stream', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: STREAM.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), STREAM.length];
        const parser = createSseParser();
        const events = points.slice(1).flatMap((end, index) => parser.push(STREAM.slice(points[index], end)));
        expect(events).toEqual(EXPECTED);
      }),
    );
  });
});
