import { describe, expect, it } from 'vitest';
import { DELIVERY_TIME_OPTIONS, OPENING_TIME_OPTIONS, deliveryTimeOrDefault, openingTimeOrDefault, optionsWith } from './time-options';

describe('time pickers', () => {
  it('offers opening hours in 15-minute steps over the whole 24-hour day', () => {
    expect(OPENING_TIME_OPTIONS).toHaveLength(96);
    expect(OPENING_TIME_OPTIONS.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(OPENING_TIME_OPTIONS.at(-1)).toBe('23:45');
    expect(OPENING_TIME_OPTIONS).toContain('11:00');
    expect(OPENING_TIME_OPTIONS).toContain('21:30');
  });

  it('offers delivery times in 30-minute steps', () => {
    expect(DELIVERY_TIME_OPTIONS).toHaveLength(48);
    expect(DELIVERY_TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(DELIVERY_TIME_OPTIONS.at(-1)).toBe('23:30');
    expect(DELIVERY_TIME_OPTIONS).not.toContain('10:15');
  });

  it('defaults an empty time to 11:00 for opening hours and 10:00 for delivery', () => {
    expect(openingTimeOrDefault('')).toBe('11:00');
    expect(openingTimeOrDefault(null)).toBe('11:00');
    expect(openingTimeOrDefault('09:45')).toBe('09:45');
    expect(deliveryTimeOrDefault(undefined)).toBe('10:00');
    expect(deliveryTimeOrDefault('15:30')).toBe('15:30');
  });

  it('keeps a stored time that lies off the step as a choice of its own', () => {
    expect(optionsWith(['10:00', '10:30'], '10:30')).toEqual(['10:00', '10:30']);
    expect(optionsWith(['10:00', '10:30'], '10:10')).toEqual(['10:00', '10:10', '10:30']);
  });
});
