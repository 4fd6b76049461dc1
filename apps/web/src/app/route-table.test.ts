import { describe, expect, it } from 'vitest';
import { routeFileOf, SCREEN_PATHS } from './route-table';

/** The route modules outside the table: the two logins, the logged-in frame and the not-found page. */
const FRAME_ROUTES = ['login', 'superadmin-login', 'app-root', 'not-found'];

describe('route table', () => {
  const files = Object.keys(import.meta.glob('./routes/*.tsx')).map((file) => file.replace(/^\.\/routes\/|\.tsx$/g, ''));

  it('has one route module per screen, and no route module besides the screens and the frame', () => {
    expect(SCREEN_PATHS.map(routeFileOf).filter((file) => !files.includes(file))).toEqual([]);
    expect(files.filter((file) => !FRAME_ROUTES.includes(file) && !SCREEN_PATHS.map(routeFileOf).includes(file))).toEqual([]);
  });
});
