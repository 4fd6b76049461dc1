import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Language } from '@bakrom/shared/enums';
import { translateMessage } from '@bakrom/shared/message-translations';
import { clientFailureOf, databaseErrorOf, loggableDatabaseError } from './database-errors';
import { requestLanguage } from './language';
import { MESSAGES, validationSummary } from './messages.nb';

/**
 * An error a route throws on purpose; it becomes `{ error: { code, message, fields? } }`, sent with
 * `headers` where given (a 429's `retry-after`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'BAD_REQUEST', message, fields);
/** A 400 naming fields (wire names as keys), summarised with their Norwegian labels, for validation a route does itself. */
export const validationFailed = (fields: Record<string, string>) =>
  new HttpError(400, 'VALIDATION_FAILED', validationSummary(fields), fields);
export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** Fastify's and its plugins' own failures, in Norwegian; their English messages never reach a merchant. */
const FRAMEWORK_ERRORS: Record<string, [status: number, code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_BODY', MESSAGES.malformedBody],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'EMPTY_BODY', MESSAGES.emptyBody],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', MESSAGES.incompleteBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType],
  FST_ERR_BAD_URL: [400, 'BAD_URL', MESSAGES.badUrl],
  FST_ERR_INVALID_URL: [400, 'BAD_URL', MESSAGES.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI_TOO_LONG', MESSAGES.urlTooLong],
  FST_ERR_VALIDATION: [400, 'VALIDATION_FAILED', MESSAGES.invalidValues],
  FST_ERR_NOT_FOUND: [404, 'NOT_FOUND', MESSAGES.notFound],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.multipartRequired],
  FST_PROTO_VIOLATION: [400, 'BAD_REQUEST', MESSAGES.formUnreadable],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'BAD_REQUEST', MESSAGES.formUnreadable],
  FST_MP_PREMATURE_CLOSE: [400, 'BAD_REQUEST', MESSAGES.incompleteBody],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', MESSAGES.formTooLarge],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE', MESSAGES.formTooLarge],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', MESSAGES.formTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', MESSAGES.fileTooLarge],
};

/** Any other client failure, by its status. */
const STATUS_ERRORS: Record<number, [code: string, message: string]> = {
  401: ['UNAUTHORIZED', MESSAGES.unauthorized],
  403: ['FORBIDDEN', MESSAGES.forbidden],
  404: ['NOT_FOUND', MESSAGES.notFound],
  405: ['METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed],
  408: ['TIMEOUT', MESSAGES.timeout],
  413: ['PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge],
  415: ['UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType],
  429: ['RATE_LIMITED', MESSAGES.tooManyRequests],
};

function body(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Every message of the fields in the language. */
function translateFields(fields: Record<string, string>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, translateMessage(message, language)]));
}

/**
 * An error's answer in the request's language (issue 34): its message and each field's message through the
 * one dictionary; a validation summary (`validationFailed`) is written again in the language, naming the
 * fields by their labels in it.
 */
function localisedBody(language: Language, code: string, message: string, fields?: Record<string, string>) {
  if (language === 'nb') return body(code, message, fields);
  if (!fields) return body(code, translateMessage(message, language));
  const translated = translateFields(fields, language);
  const summary = message === validationSummary(fields) ? validationSummary(translated, language) : translateMessage(message, language);
  return body(code, summary, translated);
}

/** The fields of a failed zod validation, keyed by their wire path ('subselections.1.price'). */
function validationFields(error: FastifyError & { validation: NonNullable<FastifyError['validation']> }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const issuePath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath?.map(String).join('.');
    fields[path || error.validationContext || 'request'] ??= issue.message ?? MESSAGES.invalidValues;
  }
  return fields;
}

/** A log line for a real fault: where it happened and what failed, never SQL text or bound values. */
function faultLog(error: Error, request: FastifyRequest) {
  const where = { route: request.routeOptions.url, method: request.method };
  const database = databaseErrorOf(error);
  if (database) return { ...where, ...loggableDatabaseError(database) };
  // drizzle's wrapper spells out the statement and its parameters; say only what it wraps.
  if ('query' in error && 'params' in error) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return { ...where, type: error.name, cause: cause && { type: cause.name, message: cause.message } };
  }
  return { ...where, type: error.name, message: error.message, stack: error.stack };
}

/**
 * Maps every failure to the one error shape, in the request's language (`requestLanguage`: the session
 * user's, else Accept-Language's); nothing a client sends ends as a 500. Also Fastify's
 * `frameworkErrors`: the router's own refusals (an overlong path parameter, a malformed URL) arrive here.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A failure is never cached, whatever the route would cache when it succeeds.
  reply.header('Cache-Control', 'no-store');
  const language = requestLanguage(request);
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    return reply.status(error.statusCode).send(localisedBody(language, error.code, error.message, error.fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    return reply.status(400).send(localisedBody(language, 'VALIDATION_FAILED', validationSummary(fields), fields));
  }
  const framework = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (framework) {
    const [status, code, message] = framework;
    return reply.status(status).send(localisedBody(language, code, message));
  }
  const database = databaseErrorOf(error);
  const failure = database && clientFailureOf(database);
  if (database && failure) {
    request.log.warn({ route: request.routeOptions.url, ...loggableDatabaseError(database) }, 'request refused by a database rule');
    return reply.status(failure.statusCode).send(localisedBody(language, failure.code, failure.message));
  }
  const status = error.statusCode ?? 500;
  if (!database && status >= 400 && status < 500) {
    const [code, message] = STATUS_ERRORS[status] ?? ['BAD_REQUEST', MESSAGES.badRequest];
    return reply.status(status).send(localisedBody(language, code, message));
  }
  request.log.error(faultLog(error, request), 'request failed');
  return reply.status(500).send(localisedBody(language, 'INTERNAL_ERROR', MESSAGES.internal));
}

/** What Node's HTTP parser refuses before any route runs, by its error code; anything else is a 400. */
const CLIENT_ERRORS: Record<string, [status: number, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', MESSAGES.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'TIMEOUT', MESSAGES.timeout],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'TIMEOUT', MESSAGES.timeout],
};

const REASON_PHRASES: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers above its limit, bytes
 * that are not HTTP, a request that took too long) never reaches a route or `answerError`, so its answer
 * is written to the socket here, in the one error shape, and the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = (error.code && CLIENT_ERRORS[error.code]) || [400, 'BAD_REQUEST', MESSAGES.badRequest];
  const payload = JSON.stringify(body(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${REASON_PHRASES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(payload)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        payload,
    );
  }
  socket.destroy();
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
