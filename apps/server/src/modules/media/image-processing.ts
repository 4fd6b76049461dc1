import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError, badRequest } from '../../http/errors';

const MAIN_SIZE = 800;
const THUMBNAIL_SIZE = 300;
/** Larger inputs are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
export const STORED_CONTENT_TYPE = 'image/webp';
export const THUMBNAIL_CONTENT_TYPE = 'image/webp';

export interface ProcessedImage {
  contentType: typeof STORED_CONTENT_TYPE;
  width: number;
  height: number;
  bytes: Buffer;
  /** Null when the main image is no larger than a thumbnail. */
  thumbnail: Buffer | null;
  etag: string;
}

export const unsupportedImage = () =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Filen er ikke et bilde. Last opp et bilde i JPEG, PNG, WebP eller GIF.', {
    file: 'Filen må være et JPEG-, PNG-, WebP- eller GIF-bilde',
  });

const decoder = (file: Buffer) => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();

/**
 * Judges an upload by its content (magic bytes, never its name or declared type), then decodes and
 * re-encodes it: turned upright by its EXIF orientation, every metadata block dropped (sharp keeps
 * none unless asked), WebP, at most 800×800, with a 300×300 cropped thumbnail for lists.
 */
export async function processUpload(file: Buffer): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(file);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw unsupportedImage();
  try {
    const main = await decoder(file)
      .resize({ width: MAIN_SIZE, height: MAIN_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const needsThumbnail = main.info.width > THUMBNAIL_SIZE || main.info.height > THUMBNAIL_SIZE;
    const thumbnail = needsThumbnail
      ? await decoder(file).resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'cover' }).webp({ quality: 78 }).toBuffer()
      : null;
    return {
      contentType: STORED_CONTENT_TYPE,
      width: main.info.width,
      height: main.info.height,
      bytes: main.data,
      thumbnail,
      etag: createHash('sha256').update(main.data).digest('hex').slice(0, 32),
    };
  } catch {
    throw badRequest('Bildet kunne ikke leses. Det kan være skadet eller for stort.', { file: 'Bildet kunne ikke leses' });
  }
}
