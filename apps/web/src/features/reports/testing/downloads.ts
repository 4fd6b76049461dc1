import { expect, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

export const FORMATS = ['pdf', 'csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];
const FORMAT_NAMES: Record<Format, string> = { pdf: 'PDF', csv: 'CSV', xlsx: 'Excel' };

/** 'Last ned X-rapport som CSV': the accessible name of a report's file button. */
export const fileButtonName = (title: string, format: Format) => `Last ned ${title} som ${FORMAT_NAMES[format]}`;

/** The report file routes, GET /api/report/{pdf,csv,xlsx}/{report}. */
export const isReportFile = (url: string) => /^\/api\/report\/(pdf|csv|xlsx)\//.test(new URL(url, 'http://localhost').pathname);

/** A file as the download routes answer it, here without a name of its own (so the screen's name is used). */
export const fileResponse = () => new Response('file', { status: 200, headers: { 'Content-Type': 'application/octet-stream' } });

/** Catches the files the browser would save (the `<a download>` clicks): the names, in order. Undone by `vi.restoreAllMocks()`. */
export function catchSavedFiles(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** The report file requests fetched so far: path and query. */
export function fileRequests(fetchMock: Mock<typeof fetch>): { path: string; query: Record<string, string> }[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter(isReportFile)
    .map((input) => {
      const url = new URL(input, 'http://localhost');
      return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    });
}

interface ExpectedFiles {
  fetchMock: Mock<typeof fetch>;
  saved: readonly string[];
  /** The report's name in the buttons ('X-rapport'). */
  title: string;
  /** The route's report name ('xReport'). */
  report: string;
  /** The query the figures were asked with, merchant included. */
  query: Record<string, string>;
  /** The file name the screen saves under without its extension. */
  fileStem: string;
  /** Where the buttons are (one Z-report of several); the whole screen otherwise. */
  container?: HTMLElement;
}

/**
 * The report offers exactly PDF, CSV and Excel, each a keyboard-reachable button; each, clicked in turn,
 * asks its own route with the figures' query, spins meanwhile and saves its file.
 */
export async function expectEveryFormat({ fetchMock, saved, title, report, query, fileStem, container }: ExpectedFiles) {
  const scope = container ? within(container) : screen;
  const group = scope.getByTestId('report-downloads');
  expect(
    within(group)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(FORMATS.map((format) => fileButtonName(title, format)));
  for (const [index, format] of FORMATS.entries()) {
    const button = within(group).getByRole('button', { name: fileButtonName(title, format) });
    expect(button.tagName).toBe('BUTTON');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(index + 1));
    expect(saved[index]).toBe(`${fileStem}.${format}`);
    expect(fileRequests(fetchMock).at(-1)).toEqual({ path: `/api/report/${format}/${report}`, query });
    // Done: every button ready for the next.
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('button')
          .filter((other) => other.hasAttribute('aria-disabled')),
      ).toEqual([]),
    );
  }
  expect(fileRequests(fetchMock)).toHaveLength(FORMATS.length);
}
