// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { api, ApiError, configureApiAuth, fileNameOf } from './api-client';

describe('file names of attachments', () => {
  it('reads the plain, the quoted and the UTF-8 form, preferring UTF-8', () => {
    expect(fileNameOf('attachment; filename=X-rapport.pdf')).toBe('X-rapport.pdf');
    expect(fileNameOf('attachment; filename="Z-rapport.pdf"')).toBe('Z-rapport.pdf');
    expect(fileNameOf(`attachment; filename="SMS_Rapport_Grunerlokka.pdf"; filename*=UTF-8''SMS_Rapport_Gr%C3%BCnerl%C3%B8kka.pdf`)).toBe(
      'SMS_Rapport_Grünerløkka.pdf',
    );
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});

describe('downloads', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  const clicked: { href: string; download: string }[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'abc', onUnauthorized });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    clicked.length = 0;
  });

  it('fetches with the session and saves the blob under the answer’s file name', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="X-rapport.pdf"' },
      }),
    );
    await expect(
      api.download('/report/pdf/xReport', { params: { merchant: 'demo', locationId: 'l1' }, fallbackName: 'rapport.pdf' }),
    ).resolves.toBe('X-rapport.pdf');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/report/pdf/xReport?merchant=demo&locationId=l1');
    expect(init?.headers).toMatchObject({ Authorization: 'Basic abc', 'Accept-Language': 'nb' });
    expect(clicked).toEqual([{ href: 'blob:report', download: 'X-rapport.pdf' }]);
  });

  it('asks for the file in the language of the interface', async () => {
    fetchMock.mockResolvedValue(new Response('a;b', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    setLanguage('en');
    await api.download('/report/csv/xReport', { fallbackName: 'x.csv' });
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it('falls back to the given name when the answer names none', async () => {
    fetchMock.mockResolvedValue(new Response('a;b', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await expect(api.download('/report/csv/totalSalesReport', { fallbackName: 'Omsetningsrapport.csv' })).resolves.toBe(
      'Omsetningsrapport.csv',
    );
  });

  it('fails with the usual error shape and saves nothing', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Fant ikke kassepunktet' } }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const failure = api.download('/report/pdf/xReport', { fallbackName: 'X-rapport.pdf' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Fant ikke kassepunktet' });
    expect(clicked).toEqual([]);
  });

  it('reports a lost session', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Logg inn' } }), { status: 401 }));
    await expect(api.download('/report/pdf/zReport', { fallbackName: 'Z-rapport.pdf' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/report/pdf/zReport');
  });
});
