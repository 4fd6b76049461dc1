// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { api, ApiError, configureApiAuth } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'abc', onUnauthorized });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('sends the Basic token, the query and a JSON body under /api', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api.post('/x/y', { a: 1 }, { params: { merchant: 'demo', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x/y?merchant=demo');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ Authorization: 'Basic abc', 'Content-Type': 'application/json' });
  });

  it('sends a multipart form as it is, leaving its Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(new Response('/api/media/images/x', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    const form = new FormData();
    form.set('merchant', 'demo');
    await expect(api.postForm('/media/uploadImageFile', form)).resolves.toBe('/api/media/images/x');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/media/uploadImageFile');
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'nb', Authorization: 'Basic abc' });
  });

  it('asks for the answer in the language of the interface, which follows a switch at once', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, {})));
    await api.get('/a');
    setLanguage('en');
    await api.post('/b', {});
    await api.stream('/live');
    setLanguage('nb');
    await api.get('/c');
    expect(fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Accept-Language'])).toEqual([
      'nb',
      'en',
      'en',
      'nb',
    ]);
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    configureApiAuth({ getToken: () => undefined, onUnauthorized });
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await api.get('/location/listLocations');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('returns JSON and plain-text answers', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { result: 'SUCCEEDED' }));
    await expect(api.get('/a')).resolves.toEqual({ result: 'SUCCEEDED' });
    fetchMock.mockResolvedValueOnce(new Response('SUCCEEDED', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    await expect(api.get('/b')).resolves.toBe('SUCCEEDED');
  });

  it('logs out on 401 and throws an ApiError', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Ikke innlogget' } }));
    const error = await api.get('/superadmin/system/getCacheInfo').catch((e: unknown) => e);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('/superadmin/system/getCacheInfo');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('parses the shared error shape with its fields', async () => {
    const body = { error: { code: 'VALIDATION', message: 'Ugyldig id', fields: { locationId: 'Ugyldig id' } } };
    fetchMock.mockResolvedValue(jsonResponse(400, body));
    const error = await api.get('/location/getLocation').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Ugyldig id', fields: { locationId: 'Ugyldig id' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the server text of a rate-limit answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { error: { code: 'RATE_LIMITED', message: 'For mange forsøk' } }));
    await expect(api.post('/public/backoffice_login', {})).rejects.toMatchObject({ status: 429, message: 'For mange forsøk' });
  });

  it('gives a generic ApiError when the error body is not the shared shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(api.get('/a')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });
});
