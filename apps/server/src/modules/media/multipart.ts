import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@bakrom/shared/catalogue-rules';
import { HttpError } from '../../http/errors';
import { MESSAGES } from '../../http/messages.nb';

/** The multipart limits of the media routes: one file, a few short text fields. */
export const MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 2048, parts: 12 };

/** The largest whole form: the file plus room for its fields and the part boundaries. */
const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export interface MultipartForm {
  fields: Record<string, string>;
  /** The part named `file`, if any. */
  file?: Buffer;
}

const tooLarge = () =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', `Filen er for stor. Et bilde kan være på høyst ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`, {
    file: `Høyst ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  });

/**
 * An onRequest hook: a form whose declared Content-Length is over the limit is refused before any of
 * it is read (the routes close the connection on a 413, so the client stops sending). A body without
 * a length (chunked) is cut off by the multipart file limit instead.
 */
export async function refuseOversizedForm(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) throw tooLarge();
}

const LIMIT_ERRORS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Takes in no more of the request body; the 413 that follows closes the connection. */
function stopReading(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.pause();
}

/**
 * A file part's bytes. At the size limit it stops at once: the plugin would otherwise read (and drop)
 * the rest of an oversized file before saying it was too large.
 */
function readFilePart(request: FastifyRequest, file: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A form that ends inside its file part hands the part over already failed; it would never end.
    if (file.destroyed) return reject(file.errored ?? new Error('multipart part ended early'));
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      stopReading(request);
      file.destroy();
      reject(tooLarge());
    });
    file.once('end', () => resolve(Buffer.concat(chunks)));
    file.once('error', reject);
  });
}

/** Reads a whole multipart form into memory within MULTIPART_LIMITS, turning the plugin's errors into ours. */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await readFilePart(request, part.file);
        if (part.fieldname === 'file') form.file = bytes;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code && LIMIT_ERRORS.has(code)) {
      stopReading(request);
      throw tooLarge();
    }
    throw new HttpError(400, 'BAD_REQUEST', MESSAGES.formUnreadable);
  }
  return form;
}
