import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageIdOfUrl } from '@bakrom/shared/catalogue-rules';
import { categories, images } from '../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { auth, buildMerchant, buildUser, loginAs } from '../../../test/factories';

let t: TestContext;
let merchantId: string;
let token: string;
let otherMerchantId: string;
let otherToken: string;

interface FilePart {
  bytes: Buffer;
  filename: string;
  type: string;
}

/** A multipart/form-data body as a browser sends it. */
async function formBody(fields: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

async function upload(fields: Record<string, string | FilePart>, sessionToken = token) {
  const body = await formBody(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/uploadImageFile',
    payload: body.payload,
    headers: { ...body.headers, ...auth(sessionToken) },
  });
}

async function remove(fields: Record<string, string>, sessionToken = token) {
  const body = await formBody(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/removeImageFile',
    payload: body.payload,
    headers: { ...body.headers, ...auth(sessionToken) },
  });
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

const png = async (width = 1200, height = 600) => ({
  bytes: await picture(width, height).png().toBuffer(),
  filename: 'pizza.png',
  type: 'image/png',
});

/** CRC-32 of a PNG chunk (type and data). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG whose header claims width × height over a few bytes of pixels: a tiny file asking for a huge canvas. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function servedImage(url: string, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `${url}${query}` });
  return { response, metadata: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : undefined };
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  merchantId = (await buildMerchant(db)).id;
  otherMerchantId = (await buildMerchant(db)).id;
  await buildUser(db, { merchantId, username: 'bilde.eier' });
  await buildUser(db, { merchantId: otherMerchantId, username: 'bilde.fremmed' });
  token = await loginAs(t.app, 'bilde.eier');
  otherToken = await loginAs(t.app, 'bilde.fremmed');
});
afterAll(() => t.close());

describe('POST /api/media/uploadImageFile', () => {
  it('re-encodes a PNG to WebP within 800×800 and answers its URL as text', async () => {
    const response = await upload({ merchant: merchantId, file: await png(1200, 600) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const imageId = imageIdOfUrl(response.body);
    expect(imageId).toBeDefined();
    const [row] = await t.database.db.select().from(images).where(eq(images.id, imageId!));
    expect(row).toMatchObject({ merchantId, contentType: 'image/webp', width: 800, height: 400 });

    const main = await servedImage(response.body);
    expect(main.response.headers['content-type']).toBe('image/webp');
    expect(main.metadata).toMatchObject({ format: 'webp', width: 800, height: 400 });
    const thumb = await servedImage(response.body, '?size=thumb');
    expect(thumb.metadata).toMatchObject({ format: 'webp', width: 300, height: 300 });
    expect(thumb.response.headers.etag).not.toBe(main.response.headers.etag);
    expect(thumb.response.headers['cache-control']).toContain('immutable');
    const cached = await t.app.inject({
      method: 'GET',
      url: `${response.body}?size=thumb`,
      headers: { 'if-none-match': thumb.response.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('turns a JPEG upright by its EXIF orientation and drops every metadata block', async () => {
    const jpeg = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Hemmelig Fotograf', Make: 'Kamera' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload({ merchant: merchantId, file: { bytes: jpeg, filename: 'foto.jpg', type: 'image/jpeg' } });
    expect(response.statusCode, response.body).toBe(200);
    const served = await servedImage(response.body);
    expect(served.metadata).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(served.metadata!.exif).toBeUndefined();
    expect(served.metadata!.orientation).toBeUndefined();
    expect(served.response.rawPayload.includes(Buffer.from('Hemmelig Fotograf'))).toBe(false);
  });

  it('accepts WebP and GIF, and keeps no thumbnail of a small picture (the main image is served instead)', async () => {
    const gif = await upload({ file: { bytes: await picture(120, 80).gif().toBuffer(), filename: 'a.gif', type: 'image/gif' } });
    expect(gif.statusCode, gif.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(images)
      .where(eq(images.id, imageIdOfUrl(gif.body)!));
    expect(row!.thumbnail).toBeNull();
    const thumb = await servedImage(gif.body, '?size=thumb');
    expect(thumb.metadata).toMatchObject({ format: 'webp', width: 120, height: 80 });
    const webp = await upload({ file: { bytes: await picture(50, 50).webp().toBuffer(), filename: 'a.webp', type: 'image/webp' } });
    expect(webp.statusCode).toBe(200);
  });

  it.each([
    ['a text file renamed to .png', Buffer.from('Dette er ikke et bilde, bare tekst.\n'.repeat(20)), 'meny.png', 'image/png'],
    ['an SVG picture', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'meny.png', 'image/png'],
  ])('refuses %s by its content with 415 and stores nothing', async (_case, bytes, filename, type) => {
    const before = await t.database.db.select({ id: images.id }).from(images);
    const response = await upload({ merchant: merchantId, file: { bytes, filename, type } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/ikke et bilde/) });
    expect(await t.database.db.select({ id: images.id }).from(images)).toHaveLength(before.length);
  });

  it('answers 413 in the error shape for a file above 8 MiB', async () => {
    const bytes = Buffer.alloc(8 * 1024 * 1024 + 1);
    (await png(10, 10)).bytes.copy(bytes);
    const response = await upload({ merchant: merchantId, file: { bytes, filename: 'stor.png', type: 'image/png' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/for stor/) });
  });

  /** A 12 MB form as a stream that counts how much of it the server pulled. */
  async function countedTwelveMegabyteForm(withLength: boolean) {
    const body = await formBody({
      merchant: merchantId,
      file: { bytes: Buffer.alloc(12 * 1024 * 1024, 1), filename: 'stor.png', type: 'image/png' },
    });
    const read = { bytes: 0 };
    const chunks = (function* () {
      for (let offset = 0; offset < body.payload.length; offset += 64 * 1024) {
        const chunk = body.payload.subarray(offset, offset + 64 * 1024);
        read.bytes += chunk.length;
        yield chunk;
      }
    })();
    const headers: Record<string, string> = { ...body.headers, ...auth(token) };
    if (withLength) headers['content-length'] = String(body.payload.length);
    else headers['transfer-encoding'] = 'chunked';
    return { payload: Readable.from(chunks, { objectMode: false }), headers, read, size: body.payload.length };
  }

  it('refuses a 12 MB form by its Content-Length before reading it, and closes the connection', async () => {
    const form = await countedTwelveMegabyteForm(true);
    const before = await t.database.db.select({ id: images.id }).from(images);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploadImageFile',
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fields: { file: expect.any(String) } });
    expect(response.headers.connection).toBe('close');
    expect(form.read.bytes).toBeLessThan(1024 * 1024);
    expect(await t.database.db.select({ id: images.id }).from(images)).toHaveLength(before.length);
  });

  it('stops reading a form without a length at the file limit', async () => {
    const form = await countedTwelveMegabyteForm(false);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploadImageFile',
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(form.read.bytes).toBeLessThan(9 * 1024 * 1024);
  });

  it.each([
    [7070, 7070],
    [5001, 5000],
    [40_000, 700],
  ])('refuses a picture of %i × %i pixels before decoding it: 400 naming the limit, nothing stored', async (width, height) => {
    const before = await t.database.db.select({ id: images.id }).from(images);
    const response = await upload({
      merchant: merchantId,
      file: { bytes: pngClaiming(width, height), filename: 'stor.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Bildet er for stort: det kan ha høyst 25 megapiksler (for eksempel 5000 × 5000 piksler). Dette har 7070 × 7070.'.replace(
        '7070 × 7070',
        `${width} × ${height}`,
      ),
      fields: { file: 'Høyst 25 megapiksler' },
    });
    expect(await t.database.db.select({ id: images.id }).from(images)).toHaveLength(before.length);
  });

  it('answers 400 for a damaged image and for a form without a file', async () => {
    const damaged = Buffer.concat([(await png(10, 10)).bytes.subarray(0, 40), Buffer.alloc(200, 7)]);
    const broken = await upload({ file: { bytes: damaged, filename: 'x.png', type: 'image/png' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toHaveProperty('file');
    const missing = await upload({ merchant: merchantId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('file');
  });

  it('answers 400 for a form that ends inside its file part, instead of waiting for the rest', async () => {
    const truncated = '--grense\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG';
    const headers = { ...auth(token), 'content-type': 'multipart/form-data; boundary=grense' };
    for (const url of ['/api/media/uploadImageFile', '/api/media/removeImageFile']) {
      const response = await t.app.inject({ method: 'POST', url, payload: truncated, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Skjemaet kunne ikke leses.');
    }
  });

  it('answers 415 for a JSON body, 403 for another merchant and 401 without a session', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/media/uploadImageFile', payload: { file: 'x' }, headers: auth(token) });
    expect(json.statusCode).toBe(415);
    expect((await upload({ merchant: otherMerchantId, file: await png(10, 10) })).statusCode).toBe(403);
    const body = await formBody({ file: await png(10, 10) });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploadImageFile',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/media/removeImageFile', () => {
  it('removes an own image (multipart) and clears the menu entries that showed it', async () => {
    const url = (await upload({ file: await png(10, 10) })).body;
    const [category] = await t.database.db
      .insert(categories)
      .values({ merchantId, name: 'Med bilde', itemType: 'DISH', imageUrl: url })
      .returning();
    const response = await remove({ merchant: merchantId, imageUrl: url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCEEDED');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const [after] = await t.database.db.select().from(categories).where(eq(categories.id, category!.id));
    expect(after!.imageUrl).toBeNull();
  });

  it('accepts JSON too', async () => {
    const url = (await upload({ file: await png(10, 10) })).body;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/removeImageFile',
      payload: { merchant: merchantId, imageUrl: url },
      headers: auth(token),
    });
    expect(response.body).toBe('SUCCEEDED');
  });

  it("answers 404 for another merchant's image and leaves it", async () => {
    const url = (await upload({ file: await png(10, 10) }, otherToken)).body;
    expect((await remove({ imageUrl: url })).statusCode).toBe(404);
    expect((await remove({ imageUrl: '/api/media/images/not-an-image' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('answers 400 without an image URL and 403 for another merchant parameter', async () => {
    const missing = await remove({ merchant: merchantId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Sjekk feltet «bilde»: /) });
    expect(missing.json().error.fields).toHaveProperty('imageUrl');
    const url = (await upload({ file: await png(10, 10) })).body;
    expect((await remove({ merchant: otherMerchantId, imageUrl: url })).statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media/removeImageFile',
      payload: { merchant: otherMerchantId, imageUrl: url },
      headers: auth(token),
    });
    expect(json.statusCode).toBe(403);
  });
});
