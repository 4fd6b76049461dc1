import { MAX_IMAGE_BYTES } from '@bakrom/shared/catalogue-rules';

/** Whether a picked file is larger than the server takes; checked before anything is sent. */
export function isTooLargeImage(file: Blob): boolean {
  return file.size > MAX_IMAGE_BYTES;
}

/** The image formats the server takes, recognised by their first bytes (never the file name). */
const SIGNATURES: { offset: number; bytes: number[] }[] = [
  { offset: 0, bytes: [0xff, 0xd8, 0xff] }, // JPEG
  { offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG
  { offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // RIFF....WEBP
];

function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/** Whether a picked file is a JPEG, PNG, GIF or WebP image by its content. */
export async function isImageFile(file: Blob): Promise<boolean> {
  const head = await readHead(file);
  return SIGNATURES.some(({ offset, bytes }) => bytes.every((byte, index) => head[offset + index] === byte));
}
