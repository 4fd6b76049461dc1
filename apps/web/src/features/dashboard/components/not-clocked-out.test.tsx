// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { buildNotClockedOut, GRUNERLOKKA, MAJORSTUEN } from '../testing/dashboard-data';
import { NotClockedOut } from './not-clocked-out';

const kari = buildNotClockedOut();
/** Clocked in at 00:30 Oslo time on 21 November: still the 20th in UTC, so the link must take the Oslo day. */
const ola = buildNotClockedOut({
  locationId: GRUNERLOKKA.id,
  userId: '00000000-0000-4000-8000-0000000000c2',
  employeeName: 'Ola Nordmann',
  since: '2026-11-20T23:30:00.000Z',
});

const texts = () => screen.getAllByTestId('not-clocked-out-text').map((line) => line.textContent);

describe("the overview's notice of staff not clocked out", () => {
  afterEach(cleanup);

  it('shows nothing when everyone has clocked out', () => {
    renderWithProviders(<NotClockedOut people={[]} locations={[MAJORSTUEN]} linkToStaffRegister />);
    expect(screen.queryByTestId('not-clocked-out')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the person and when they clocked in, linking to the register of that day at their location', () => {
    renderWithProviders(<NotClockedOut people={[kari]} locations={[MAJORSTUEN]} linkToStaffRegister />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Ikke stemplet ut')).toBeTruthy();
    expect(texts()).toEqual(['Kari Hansen – stemplet inn 19.11.2026 17:00']);
    const link = within(alert).getByRole('link', { name: 'Åpne personallisten' });
    expect(link.getAttribute('href')).toBe(`/staffRegister?locationId=${MAJORSTUEN.id}&date=2026-11-19`);
    // The person's line describes the link, so that several people's links can be told apart.
    const describedBy = link.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Kari Hansen – stemplet inn 19.11.2026 17:00');
    link.focus();
    expect(document.activeElement).toBe(link);
    expect(within(alert).getByText('Legg inn når de gikk, med en begrunnelse, i personallisten.')).toBeTruthy();
  });

  it('names the location when there are several, and takes the Oslo day of a clocking after midnight', () => {
    renderWithProviders(<NotClockedOut people={[kari, ola]} locations={[MAJORSTUEN, GRUNERLOKKA]} linkToStaffRegister />);
    expect(texts()).toEqual([
      'Kari Hansen – stemplet inn 19.11.2026 17:00 (Majorstuen)',
      'Ola Nordmann – stemplet inn 21.11.2026 00:30 (Grünerløkka)',
    ]);
    expect(screen.getAllByRole('link', { name: 'Åpne personallisten' }).map((link) => link.getAttribute('href'))).toEqual([
      `/staffRegister?locationId=${MAJORSTUEN.id}&date=2026-11-19`,
      `/staffRegister?locationId=${GRUNERLOKKA.id}&date=2026-11-21`,
    ]);
  });

  it('warns without links to a user who may not open the staff register', () => {
    renderWithProviders(<NotClockedOut people={[kari]} locations={[MAJORSTUEN]} linkToStaffRegister={false} />);
    expect(texts()).toEqual(['Kari Hansen – stemplet inn 19.11.2026 17:00']);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Legg inn når de gikk, med en begrunnelse, i personallisten.')).toBeNull();
  });
});
