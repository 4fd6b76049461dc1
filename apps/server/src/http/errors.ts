import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a route throws on purpose; it becomes `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'Du må logge inn.');
export const forbidden = (message = 'Du har ikke tilgang til dette.') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Fant ikke det du ba om.') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

function body(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Maps every failure to the one error shape; nothing a client sends ends as a bare 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const issuePath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath?.map(String).join('.');
        const name = path || error.validationContext || 'request';
        fields[name] ??= issue.message ?? 'Ugyldig verdi';
      }
      const summary = Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      return reply.status(400).send(body('VALIDATION_FAILED', `Ugyldig forespørsel – ${summary}`, fields));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'Forespørselen er for stor.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'Innholdstypen støttes ikke.'));
    }
    if (status >= 400 && status < 500) {
      const message = status === 400 ? `Ugyldig forespørsel: ${error.message}` : error.message;
      return reply.status(status).send(body(error.code ?? 'BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL_ERROR', 'Det skjedde en feil på serveren.'));
  });
}
