// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useImageField } from './use-image-field';

const OLD = '/api/media/images/00000000-0000-4000-8000-000000000001';
const NEW = '/api/media/images/00000000-0000-4000-8000-000000000002';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'bilde.png', { type: 'image/png' });
const text = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

describe('image field', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  /** Each call's path and what it sent: the image URL to remove, or 'file' for an upload. */
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => {
      const form = init?.body as FormData;
      return [url, form.get('imageUrl') ?? (form.get('file') ? 'file' : null)];
    });

  it('on save, removes the stored image first, then uploads the picked one (§4)', async () => {
    fetchMock.mockResolvedValueOnce(text('SUCCEEDED')).mockResolvedValueOnce(text(NEW));
    const { result } = renderHook(() => useImageField('demo', OLD));
    await act(() => result.current.pick(png()));
    expect(result.current.file).not.toBeNull();
    let url: string | null = null;
    await act(async () => {
      url = await result.current.prepareSave();
    });
    expect(url).toBe(NEW);
    expect(calls()).toEqual([
      ['/api/media/removeImageFile', OLD],
      ['/api/media/uploadImageFile', 'file'],
    ]);
  });

  it('uploads with Last opp and removes the stored image only when the form is saved', async () => {
    fetchMock.mockResolvedValueOnce(text(NEW)).mockResolvedValueOnce(text('SUCCEEDED'));
    const { result } = renderHook(() => useImageField('demo', OLD));
    await act(() => result.current.pick(png()));
    await act(() => result.current.upload());
    expect(result.current.url).toBe(NEW);
    expect(result.current.uploadedNotSaved).toBe(true);
    expect(calls()).toEqual([['/api/media/uploadImageFile', 'file']]);
    await act(async () => {
      expect(await result.current.prepareSave()).toBe(NEW);
    });
    expect(calls()[1]).toEqual(['/api/media/removeImageFile', OLD]);
  });

  it('keeps the stored image when nothing new is picked', async () => {
    const { result } = renderHook(() => useImageField('demo', OLD));
    await act(async () => {
      expect(await result.current.prepareSave()).toBe(OLD);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image, and shows the server message of a refused upload', async () => {
    const { result } = renderHook(() => useImageField('demo', null));
    await act(() => result.current.pick(new File(['hei'], 'bilde.png', { type: 'image/png' })));
    expect(result.current.file).toBeNull();
    expect(result.current.error).toBe('Filen er ikke et bilde. Velg et bilde i JPEG, PNG, WebP eller GIF.');

    const refusal = {
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Filen er ikke et bilde.',
        fields: { file: 'Filen må være et JPEG-, PNG-, WebP- eller GIF-bilde' },
      },
    };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(refusal), { status: 415, headers: { 'Content-Type': 'application/json' } }),
    );
    await act(() => result.current.pick(png()));
    await act(() => expect(result.current.upload()).rejects.toThrow());
    expect(result.current.error).toBe('Filen må være et JPEG-, PNG-, WebP- eller GIF-bilde');
    expect(result.current.url).toBeNull();
  });

  it('refuses an image over 8 MB before sending anything', async () => {
    const { result } = renderHook(() => useImageField('demo', null));
    const large = new File([await png().arrayBuffer(), new Uint8Array(12 * 1024 * 1024)], 'stort.png', { type: 'image/png' });
    await act(() => result.current.pick(large));
    expect(result.current.file).toBeNull();
    expect(result.current.error).toBe('Bildet er for stort. Et bilde kan være på høyst 8 MB.');
    await act(() => result.current.upload());
    await act(async () => {
      expect(await result.current.prepareSave()).toBeNull();
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
