import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { buildMerchant } from '../../../test/factories';

let t: TestContext;
let imageId: string;
const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

beforeAll(async () => {
  t = await buildTestApp();
  const merchant = await buildMerchant(t.database.db);
  const [image] = await t.database.db
    .insert(images)
    .values({ merchantId: merchant.id, contentType: 'image/png', width: 1, height: 1, bytes, etag: 'abc123' })
    .returning({ id: images.id });
  imageId = image!.id;
});
afterAll(() => t.close());

describe('GET /api/media/images/:imageId', () => {
  it('serves the stored bytes with their type, an ETag and a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/images/${imageId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.etag).toBe('"abc123"');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
  });

  it('answers 304 when the browser has it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/images/${imageId}`, headers: { 'if-none-match': '"abc123"' } });
    expect(response.statusCode).toBe(304);
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/media/images/7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/images/not-an-id' })).statusCode).toBe(400);
  });
});
