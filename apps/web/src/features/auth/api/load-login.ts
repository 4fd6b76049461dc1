import { withTimeout } from '@/lib/lazy-with-timeout';

/**
 * The login call and its response schemas load when they are first needed (the form is touched
 * or submitted), which keeps the schema library out of the first load of the login page.
 */
export function loadLogin() {
  return withTimeout(() => import('./login'));
}
