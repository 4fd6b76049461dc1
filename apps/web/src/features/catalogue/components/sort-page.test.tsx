// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SortPage } from './sort-page';

const ROW_HEIGHT = 50;
const entries = [
  { id: 'a', menuNr: '1', name: 'Forretter' },
  { id: 'b', menuNr: '2', name: 'Pizza' },
  { id: 'c', menuNr: '3', name: 'Dessert' },
];

/** happy-dom lays nothing out: each row gets a box by its place in the list, as a browser would give it. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rows = [...document.querySelectorAll('[data-testid="sort-row"]')];
    const index = Math.max(rows.indexOf(this), 0);
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 500,
      height: ROW_HEIGHT - 4,
      right: 500,
      bottom: top + ROW_HEIGHT - 4,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/** A key press, then a pause for the sensor to measure and re-render (as between a person's key presses). */
async function press(element: HTMLElement, code: string, key: string) {
  await act(async () => {
    fireEvent.keyDown(element, { code, key });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const names = () => screen.getAllByTestId('sort-name').map((element) => element.textContent);

/** What dnd-kit's live region last told a screen reader. */
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;

describe('sort page', () => {
  beforeEach(layOutRows);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows menu number and name, and the keyboard instructions', () => {
    renderWithProviders(<SortPage title="Sorter produkter" entries={entries} error={null} save={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Sorter produkter' })).toBeTruthy();
    expect(screen.getAllByTestId('sort-menu-nr').map((element) => element.textContent)).toEqual(['1', '2', '3']);
    expect(names()).toEqual(['Forretter', 'Pizza', 'Dessert']);
    expect(screen.getByText(/trykk mellomrom for å løfte den/)).toBeTruthy();
  });

  it('is a list of rows whose names contain what they show', () => {
    renderWithProviders(<SortPage title="Sorter produkter" entries={entries} error={null} save={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Sorter produkter' });
    const items = [...list.children];
    expect(items.map((item) => item.tagName)).toEqual(['LI', 'LI', 'LI']);
    const rows = screen.getAllByRole('button', { name: /^Flytt/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Flytt «1 Forretter»', 'Flytt «2 Pizza»', 'Flytt «3 Dessert»']);
    expect(rows.map((row) => row.parentElement)).toEqual(items);
    expect(rows[0]!.getAttribute('aria-roledescription')).toBe('sorterbar rad');
  });

  it('moves a row down with the keyboard and saves the positions', async () => {
    const save = vi.fn().mockResolvedValue('SUCCEEDED');
    renderWithProviders(<SortPage title="Sorter kategorier" entries={entries} error={null} save={save} />);
    const first = screen.getByRole('button', { name: 'Flytt «1 Forretter»' });
    first.focus();
    await press(first, 'Space', ' ');
    await press(first, 'ArrowDown', 'ArrowDown');
    await waitFor(() => expect(liveRegion()).toBe('«Forretter» flyttet til plass 2 av 3.'));
    await press(first, 'Space', ' ');
    await waitFor(() => expect(names()).toEqual(['Pizza', 'Forretter', 'Dessert']));
    expect(liveRegion()).toBe('Slapp «Forretter» på plass 2 av 3.');

    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual([
      { id: 'b', sortOrder: 0 },
      { id: 'a', sortOrder: 1 },
      { id: 'c', sortOrder: 2 },
    ]);
  });
});
