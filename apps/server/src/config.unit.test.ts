import { describe, expect, it } from 'vitest';
import { loadConfig, paymentSandboxEnabled } from './config';

describe('the configuration', () => {
  it('listens on 127.0.0.1 with the embedded database and on every interface with DATABASE_URL, unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://bakrom@db:5432/bakrom' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '10.1.2.3', DATABASE_URL: 'postgres://bakrom@db:5432/bakrom' }).HOST).toBe('10.1.2.3');
  });

  it('keeps the payment sandbox off unless it is switched on', () => {
    expect(paymentSandboxEnabled(loadConfig({ DATABASE_URL: 'postgres://bakrom@db:5432/bakrom' }))).toBe(false);
    expect(paymentSandboxEnabled(loadConfig({}))).toBe(false);
    expect(paymentSandboxEnabled(loadConfig({ PAYMENT_SANDBOX: 'on', DATABASE_URL: 'postgres://bakrom@db:5432/bakrom' }))).toBe(true);
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'auto' })).toThrow(/PAYMENT_SANDBOX/);
  });
});
