import type { ApiError as ApiErrorBody } from '@bakrom/shared/api-error';
import { getLanguage } from '@/i18n';

const API_BASE = '/api';

/** How the client learns the session: wired to the auth storage once, at start (app/provider). */
export interface ApiAuth {
  getToken: () => string | undefined;
  /** The server answered 401 to a call of this path (without /api): the session is gone. */
  onUnauthorized: (path: string) => void;
}

let auth: ApiAuth = { getToken: () => undefined, onUnauthorized: () => undefined };

export function configureApiAuth(next: ApiAuth): void {
  auth = next;
}

/** A non-2xx answer of the API, carrying the shared error shape `{error:{code,message,fields?}}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  /** JSON-encoded, or sent as it is when it is a FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Checks the shared error shape by hand, so that the first page load carries no schema library. */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    typeof code === 'string' && typeof message === 'string' && (fields === undefined || (typeof fields === 'object' && fields !== null))
  );
}

function toApiError(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, `HTTP_${status}`, `HTTP ${status}`);
}

/**
 * The one fetch wrapper of the app: JSON in and out, `Authorization: Basic <token>` of the stored
 * user, `Accept-Language` of the interface (the server's messages come in it), an ApiError for every non-2xx answer. A 401 means the session is gone: the configured
 * handler removes the stored user, which sends the visitor to the login page through the route guard.
 */
export async function apiRequest<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getLanguage() };
  const token = auth.getToken();
  if (token) headers.Authorization = `Basic ${token}`;
  const multipart = options.body instanceof FormData;
  // A multipart body gets its Content-Type (with the boundary) from the browser.
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  const response = await fetch(buildUrl(path, options.params), {
    method,
    headers,
    body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await readBody(response);
  if (response.status === 401) auth.onUnauthorized(path);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/**
 * The file name of a `Content-Disposition: attachment` answer: `filename*=UTF-8''…` (RFC 5987, for names
 * with letters outside ASCII) before `filename="…"`; undefined when the header names none.
 */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(contentDisposition);
  if (!plain) return undefined;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim();
  return name || undefined;
}

/** Hands a blob to the browser as a saved file (an `<a download>` click on an object URL). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the API answers as an attachment (report PDFs and spreadsheets), with the session's
 * Authorization header, and saves it under the name of its Content-Disposition (or `fallbackName`).
 * A non-2xx answer is an ApiError as for every other call. Resolves with the saved file's name.
 */
export async function downloadFile(
  path: string,
  options: { params?: Record<string, QueryValue>; fallbackName: string; signal?: AbortSignal },
): Promise<string> {
  const headers: Record<string, string> = { Accept: '*/*', 'Accept-Language': getLanguage() };
  const token = auth.getToken();
  if (token) headers.Authorization = `Basic ${token}`;
  const response = await fetch(buildUrl(path, options.params), { method: 'GET', headers, signal: options.signal });
  if (response.status === 401) auth.onUnauthorized(path);
  if (!response.ok) throw toApiError(response.status, await readBody(response));
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? options.fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/**
 * Opens a server-sent event stream of the API with the session's Authorization header (EventSource
 * cannot send one, and the token never goes into a URL). Resolves with the open answer, whose body the
 * caller reads; a non-2xx answer is an ApiError as for every other call.
 */
export async function openStream(
  path: string,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Accept-Language': getLanguage(), ...options.headers };
  const token = auth.getToken();
  if (token) headers.Authorization = `Basic ${token}`;
  const response = await fetch(buildUrl(path), { method: 'GET', headers, signal: options.signal, cache: 'no-store' });
  if (response.status === 401) auth.onUnauthorized(path);
  if (!response.ok) throw toApiError(response.status, await readBody(response));
  return response;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('POST', path, { ...options, body }),
  /** A multipart/form-data POST (file uploads). */
  postForm: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body: form }),
  /** A file attachment saved by the browser (see `downloadFile`). */
  download: downloadFile,
  /** A server-sent event stream (see `openStream`). */
  stream: openStream,
};
