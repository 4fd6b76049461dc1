import { describe, expect, it } from 'vitest';
import { clockTime, normaliseTime, timeOnDay } from './register-format';

describe('register formats', () => {
  it('shows instants as Oslo wall-clock times, with the date when on another day', () => {
    expect(clockTime('2026-11-27T06:58:00.000Z')).toBe('07:58');
    expect(clockTime('2026-07-01T06:58:00.000Z')).toBe('08:58');
    const withDate = (time: string, date: string) => `${time} (${date})`;
    expect(timeOnDay('2026-11-27T22:30:00.000Z', '2026-11-27', withDate)).toBe('23:30');
    expect(timeOnDay('2026-11-27T23:30:00.000Z', '2026-11-27', withDate)).toBe('00:30 (28.11.2026)');
  });

  it('takes a time typed in the usual ways', () => {
    expect(normaliseTime('7:45')).toBe('07:45');
    expect(normaliseTime(' 07.45 ')).toBe('07:45');
    expect(normaliseTime('0745')).toBe('07:45');
    expect(normaliseTime('745')).toBe('07:45');
    expect(normaliseTime('kl 7')).toBe('kl 7');
  });
});
