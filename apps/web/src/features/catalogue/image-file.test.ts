// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isImageFile, isTooLargeImage } from './image-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

describe('image file check', () => {
  it('recognises images by their first bytes', async () => {
    expect(await isImageFile(new File([new Uint8Array(PNG_HEAD)], 'a.png'))).toBe(true);
    expect(await isImageFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg'))).toBe(true);
    expect(await isImageFile(new File([new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')], 'a.webp'))).toBe(true);
  });

  it('refuses a text file that was renamed to .png', async () => {
    expect(await isImageFile(new File(['dette er ikke et bilde'], 'bilde.png', { type: 'image/png' }))).toBe(false);
    expect(await isImageFile(new File([], 'tom.png'))).toBe(false);
  });

  it('finds files over 8 MB too large, and 8 MB exactly not', () => {
    expect(isTooLargeImage(new Blob([new Uint8Array(8 * 1024 * 1024)]))).toBe(false);
    expect(isTooLargeImage(new Blob([new Uint8Array(8 * 1024 * 1024 + 1)]))).toBe(true);
  });
});
