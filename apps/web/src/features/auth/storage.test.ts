// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/users';
import { clearStoredUser, getStoredUser, storeUser, subscribeToUser, USER_STORAGE_KEY } from './storage';

describe('stored user', () => {
  afterEach(() => window.localStorage.clear());

  it("is kept under the key 'user' and restored", () => {
    const user = buildUser();
    storeUser(user);
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(user);
    expect(getStoredUser()).toEqual(user);
  });

  it('is null when nothing, broken JSON or a foreign shape is stored', () => {
    expect(getStoredUser()).toBeNull();
    window.localStorage.setItem(USER_STORAGE_KEY, '{broken');
    expect(getStoredUser()).toBeNull();
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'x' }));
    expect(getStoredUser()).toBeNull();
  });

  it('notifies subscribers on login and logout', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToUser(listener);
    storeUser(buildUser());
    clearStoredUser();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getStoredUser()).toBeNull();
    unsubscribe();
  });
});
