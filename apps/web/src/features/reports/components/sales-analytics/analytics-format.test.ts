import { describe, expect, it } from 'vitest';
import {
  bucketAxisLabel,
  bucketLabel,
  describeChange,
  formatAxisKroner,
  formatCount,
  formatDecimal,
  formatPercent,
  hourLabel,
  isoWeekNumber,
} from './analytics-format';

/** The no-break spaces as plain ones, to read. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('Salgsanalyse formats', () => {
  it('writes per cent with one decimal and a comma, counts and decimals Norwegian style', () => {
    expect(plain(formatPercent(0.1234))).toBe('12,3 %');
    expect(plain(formatPercent(0.25))).toBe('25,0 %');
    expect(plain(formatPercent(0))).toBe('0,0 %');
    expect(plain(formatPercent(-0.04))).toBe('\u22124,0 %');
    expect(plain(formatCount(12345))).toBe('12 345');
    expect(plain(formatCount(-3))).toBe('\u22123');
    expect(formatDecimal(2.5)).toBe('2,50');
    expect(plain(formatAxisKroner(1_200_000))).toBe('12 000 kr');
  });

  it('describes a change with its sign and direction, a change that rounds to 0,0 % as flat, none without a comparison', () => {
    expect(describeChange(0.123)).toEqual({ direction: 'up', text: '+12,3\u00a0%' });
    expect(describeChange(-0.04)).toEqual({ direction: 'down', text: '\u22124,0\u00a0%' });
    expect(describeChange(0.00004)).toEqual({ direction: 'flat', text: '0,0\u00a0%' });
    expect(describeChange(-0.0004)).toEqual({ direction: 'flat', text: '0,0\u00a0%' });
    expect(describeChange(1.5)).toEqual({ direction: 'up', text: '+150,0\u00a0%' });
    expect(describeChange(null)).toEqual({ direction: 'none', text: 'Ingen sammenligning' });
  });

  it('numbers ISO weeks, the turn of the year included', () => {
    expect(isoWeekNumber('2026-11-23')).toBe(48);
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2025-12-29')).toBe(1);
    expect(isoWeekNumber('2021-01-03')).toBe(53);
  });

  it('labels hours and the buckets of the timeline', () => {
    expect(hourLabel(9)).toBe('09');
    expect(hourLabel(23)).toBe('23');
    expect(bucketLabel('2026-11-23', 'day')).toBe('23.11.2026');
    expect(bucketLabel('2026-11-23', 'week')).toBe('Uke 48 (fra 23.11.2026)');
    expect(bucketLabel('2026-11-01', 'month')).toBe('nov. 2026');
    expect(bucketAxisLabel('2026-11-23', 'day')).toBe('23.11');
    expect(bucketAxisLabel('2026-11-23', 'week')).toBe('U48');
    expect(bucketAxisLabel('2026-05-01', 'month')).toBe('mai 2026');
  });
});
