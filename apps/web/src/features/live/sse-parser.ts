/** One server-sent event as the stream carries it. */
export interface ServerSentEvent {
  /** The `id` field, when the event has one. */
  id?: string;
  /** The `event` field; `message` when the event names none. */
  event: string;
  data: string;
}

/**
 * Reads server-sent events (the text/event-stream format) from text chunks as they arrive, however
 * the chunks cut the lines: `push` answers the events each chunk completes. Comments (heartbeats) and
 * events without data are skipped, as EventSource does.
 */
export function createSseParser() {
  let buffer = '';
  let current: { id?: string; event?: string; data: string[] } = { data: [] };

  const dispatch = (): ServerSentEvent | undefined => {
    const done = current;
    current = { data: [] };
    if (done.data.length === 0) return undefined;
    return { ...(done.id !== undefined ? { id: done.id } : {}), event: done.event ?? 'message', data: done.data.join('\n') };
  };

  return {
    push(chunk: string): ServerSentEvent[] {
      buffer += chunk;
      const events: ServerSentEvent[] = [];
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        const width = buffer.startsWith('\r\n', newline) ? 2 : 1;
        // A lone \r at the end of a chunk may be the first half of \r\n: wait for the next chunk.
        if (width === 1 && buffer[newline] === '\r' && newline === buffer.length - 1) break;
        buffer = buffer.slice(newline + width);
        if (line === '') {
          const event = dispatch();
          if (event) events.push(event);
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'data') current.data.push(value);
        else if (field === 'event') current.event = value;
        else if (field === 'id' && !value.includes('\0')) current.id = value;
      }
      return events;
    },
  };
}
