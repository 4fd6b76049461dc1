import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError, badRequest } from '../../http/errors';
import { createWorkQueue } from './work-queue';

const MAIN_SIZE = 800;
const THUMBNAIL_SIZE = 300;
/**
 * The most pixels an upload may have, checked from its header before anything is decoded (a small file
 * can claim a huge canvas): 25 megapixels takes a phone's full-size photo (24 MP) and is far more than
 * the 800 × 800 a menu shows.
 */
export const MAX_INPUT_MEGAPIXELS = 25;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
export const STORED_CONTENT_TYPE = 'image/webp';
export const THUMBNAIL_CONTENT_TYPE = 'image/webp';

/**
 * Image work shares Node's thread pool (four threads) with argon2's password hashing, so one upload at a
 * time is decoded and encoded, each by one libvips thread: logins keep the other threads, however many
 * uploads arrive together. Up to 16 more wait their turn; beyond that an upload is refused with 503.
 */
const IMAGE_JOBS_AT_ONCE = 1;
const IMAGE_JOBS_WAITING = 16;
sharp.concurrency(1);
// Each upload is new: libvips' operation cache would only hold memory.
sharp.cache(false);

const imageQueue = createWorkQueue({
  concurrency: IMAGE_JOBS_AT_ONCE,
  maxWaiting: IMAGE_JOBS_WAITING,
  onFull: () => new HttpError(503, 'BUSY', 'Serveren behandler mange bilder akkurat nå. Prøv igjen om litt.'),
});

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

const unreadable = () => badRequest('Bildet kunne ikke leses. Det kan være skadet.', { file: 'Bildet kunne ikke leses' });

const tooManyPixels = (width: number, height: number) =>
  badRequest(
    `Bildet er for stort: det kan ha høyst ${MAX_INPUT_MEGAPIXELS} megapiksler (for eksempel 5000 × 5000 piksler). Dette har ${width} × ${height}.`,
    { file: `Høyst ${MAX_INPUT_MEGAPIXELS} megapiksler` },
  );

/**
 * Judges an upload by its content (magic bytes, never its name or declared type) and its size in pixels
 * (from the header, before decoding), then decodes it once and re-encodes it: turned upright by its EXIF
 * orientation, every metadata block dropped (sharp keeps none unless asked), WebP, at most 800×800, with
 * a 300×300 cropped thumbnail for lists made from the same decoded pixels. The decoding and encoding run
 * one upload at a time (see IMAGE_JOBS_AT_ONCE).
 */
export async function processUpload(file: Buffer): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(file);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw unsupportedImage();
  return imageQueue.run(async () => {
    const header = await sharp(file)
      .metadata()
      .catch(() => undefined);
    if (!header?.width || !header.height) throw unreadable();
    if (header.width * header.height > MAX_INPUT_PIXELS) throw tooManyPixels(header.width, header.height);
    try {
      // The one decode: upright, shrunk to the main size (a JPEG is shrunk while it is read), as raw pixels.
      const pixels = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
        .rotate()
        .resize({ width: MAIN_SIZE, height: MAIN_SIZE, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = pixels.info;
      const raw = { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } };
      const main = await sharp(pixels.data, raw).webp({ quality: 82 }).toBuffer();
      const needsThumbnail = width > THUMBNAIL_SIZE || height > THUMBNAIL_SIZE;
      const thumbnail = needsThumbnail
        ? await sharp(pixels.data, raw)
            .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'cover' })
            .webp({ quality: 78 })
            .toBuffer()
        : null;
      return {
        contentType: STORED_CONTENT_TYPE,
        width,
        height,
        bytes: main,
        thumbnail,
        etag: createHash('sha256').update(main).digest('hex').slice(0, 32),
      };
    } catch {
      throw unreadable();
    }
  });
}
