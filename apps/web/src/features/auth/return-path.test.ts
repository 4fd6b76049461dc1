import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('the page to return to after login', () => {
  it('follows paths of this app, with their query', () => {
    expect(safeReturnPath('/openinghours')).toBe('/openinghours');
    expect(safeReturnPath('/soldOut?locationId=abc')).toBe('/soldOut?locationId=abc');
    expect(safeReturnPath('/products#kategori')).toBe('/products#kategori');
  });

  it('never leads to another site or back to a login page', () => {
    for (const value of [
      '//evil.com',
      '//evil.com/overview',
      'https://evil.com',
      'https:evil.com',
      'javascript:alert(1)',
      '/\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      ' /overview',
      'overview',
      '',
      null,
      undefined,
      '/login',
      '/superadmin/login?merchant=demo',
      '/LOGIN',
    ]) {
      expect([value, safeReturnPath(value)]).toEqual([value, null]);
    }
  });

  it('keeps encoded slashes as a path of this app', () => {
    expect(safeReturnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it('adds the page to the login address, encoded, but not the start page or a refused one', () => {
    expect(withReturnPath('/login', '/soldOut?locationId=abc')).toBe('/login?returnTo=%2FsoldOut%3FlocationId%3Dabc');
    expect(withReturnPath('/superadmin/login?merchant=demo', '/openinghours')).toBe(
      '/superadmin/login?merchant=demo&returnTo=%2Fopeninghours',
    );
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/login', '//evil.com')).toBe('/login');
  });
});
