import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { menuTilePng, TILE_SIZE } from './images';
import { crc32, encodePng } from './png';

function chunks(png: Buffer) {
  const found: Array<{ type: string; data: Buffer; crcOk: boolean }> = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    found.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return found;
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes a valid RGB image whose pixels decode back', () => {
    const pixels = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = encodePng(2, 2, pixels);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const [header, data, end] = chunks(png);
    expect([header!.type, data!.type, end!.type]).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([header, data, end].every((c) => c!.crcOk)).toBe(true);
    expect(header!.data.readUInt32BE(0)).toBe(2);
    const raw = inflateSync(data!.data);
    // Each row: filter byte 1 (Sub), then each byte as the difference to the byte one pixel left.
    const row = (y: number) => {
      const out: number[] = [];
      raw.subarray(y * 7 + 1, y * 7 + 7).forEach((b, i) => out.push(i >= 3 ? (b + out[i - 3]!) & 0xff : b));
      return out;
    };
    expect(row(0)).toEqual([255, 0, 0, 0, 255, 0]);
    expect(row(1)).toEqual([0, 0, 255, 10, 20, 30]);
  });

  it('makes small menu tiles', () => {
    const png = menuTilePng(200, 3);
    expect(chunks(png)[0]!.data.readUInt32BE(0)).toBe(TILE_SIZE);
    expect(png.length).toBeLessThan(40_000);
  });
});
