import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { LANGUAGE_STORAGE_KEY, loadLanguage, setLanguage } from '@/i18n';

/**
 * The component tests share one module graph per worker (no isolation between files, for speed), so
 * what a test leaves in module state is cleared here: the rendered trees and Mantine's notification
 * store after each test; the storages, stubbed globals and spies after each file.
 */
// findBy… and waitFor wait up to 5 s, not 1 s: a lazy screen's first render on a busy two-core machine can take longer.
configure({ asyncUtilTimeout: 5_000 });

// English is a chunk the app loads when it is first chosen; loaded here once, so a test switches at once.
beforeAll(() => loadLanguage('en'));

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  // Every test starts in Norwegian, whatever the one before switched to.
  setLanguage('nb');
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

afterAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
