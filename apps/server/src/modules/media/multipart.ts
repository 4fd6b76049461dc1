import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { MAX_UPLOAD_BYTES } from './image-processing';

/** The multipart limits of the media routes: one file, a few short text fields. */
export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2048, parts: 12 };

export interface MultipartForm {
  fields: Record<string, string>;
  /** The part named `file`, if any. */
  file?: Buffer;
}

const tooLarge = () =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', `Filen er for stor. Et bilde kan være på høyst ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, {
    file: `Høyst ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  });

const LIMIT_ERRORS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Reads a whole multipart form into memory within MULTIPART_LIMITS, turning the plugin's errors into ours. */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') form.file = bytes;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && LIMIT_ERRORS.has(code)) throw tooLarge();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'BAD_REQUEST', 'Skjemaet kunne ikke leses.');
  }
  return form;
}
