import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { VersionedBodyCache } from './versioned-body-cache';

describe('VersionedBodyCache', () => {
  it('builds a version once, even for requests that arrive together', async () => {
    const cache = new VersionedBodyCache('menu');
    const build = vi.fn(async () => ({ categories: ['Pizza'] }));
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.body('kafe', 3, build)));
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(gunzipSync(bodies[0]!.gzip).toString())).toEqual({ categories: ['Pizza'] });
    expect(bodies[0]!.etag).toMatch(/^"menu-[\w-]{16}-3"$/);
  });

  it('builds again when the version changes, and forgets the least recently used key', async () => {
    const cache = new VersionedBodyCache('menu', 2);
    const build = vi.fn(async () => ({}));
    await cache.body('a', 1, build);
    await cache.body('a', 2, build);
    expect(build).toHaveBeenCalledTimes(2);
    await cache.body('b', 1, build);
    await cache.body('a', 2, build); // a is now the most recent
    await cache.body('c', 1, build); // b goes
    await cache.body('a', 2, build);
    expect(build).toHaveBeenCalledTimes(4);
    await cache.body('b', 1, build);
    expect(build).toHaveBeenCalledTimes(5);
  });

  it('does not keep a failed build', async () => {
    const cache = new VersionedBodyCache('menu');
    await expect(cache.body('a', 1, async () => Promise.reject(new Error('nede')))).rejects.toThrow('nede');
    await expect(cache.body('a', 1, async () => ({ ok: true }))).resolves.toMatchObject({ etag: expect.stringMatching(/-1"$/) as unknown });
  });
});

describe('VersionedBodyCache ETags', () => {
  it('differ between keys, versions and caches, and stay the same for the same answer', async () => {
    const build = async () => ({});
    const menu = new VersionedBodyCache('menu');
    const orders = new VersionedBodyCache('orders');
    const tags = [
      (await menu.body('a', 1, build)).etag,
      (await menu.body('b', 1, build)).etag,
      (await menu.body('a', 2, build)).etag,
      (await orders.body('a', 2, build)).etag,
    ];
    expect(new Set(tags).size).toBe(4);
    expect((await new VersionedBodyCache('menu').body('a', 2, build)).etag).toBe(tags[2]);
  });
});
