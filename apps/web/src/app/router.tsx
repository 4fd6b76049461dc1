import { useState, type ComponentProps, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Loading } from '@/components/loading';
import { RouteError } from '@/components/route-error';
import { RequireAuth } from '@/features/auth/require-auth';
import { useLanguage } from '@/i18n';
import { lazyRoute } from '@/lib/lazy-with-timeout';
import { routeFileOf, SCREEN_PATHS, SCREENS, type ScreenEntry } from './route-table';
import type { ScreenHandle } from './screen-handle';

/** Every route module, loaded on demand; each has its component as default export. */
const routeModules = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx');

/** The lazy route of `routes/<file>.tsx`. */
function routeModule(file: string): RouteObject['lazy'] {
  const load = routeModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`No route module routes/${file}.tsx`);
  return lazyRoute(load, (module) => module.default);
}

function handleOf(entry: ScreenEntry): ScreenHandle {
  return {
    access: entry.access,
    ...(entry.locationParam ? { locationParam: true } : {}),
    ...(entry.bare ? { bare: true } : {}),
  };
}

const overview = routeModule('overview');
const notFound = routeModule('not-found');

/** A screen inside the layout, as the route table describes it; a failing screen shows its error inside the layout. */
const screenRoutes: RouteObject[] = SCREEN_PATHS.map((path) => ({
  path,
  lazy: path === 'overview' ? overview : routeModule(routeFileOf(path)),
  ErrorBoundary: RouteError,
  handle: handleOf(SCREENS[path]),
}));

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Loading fullScreen />,
    children: [
      { path: '/login', lazy: routeModule('login') },
      { path: '/superadmin/login', lazy: routeModule('superadmin-login') },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: routeModule('app-root'),
            children: [
              { index: true, lazy: overview, ErrorBoundary: RouteError, handle: handleOf(SCREENS.overview) },
              ...screenRoutes,
              { path: '*', lazy: notFound, ErrorBoundary: RouteError },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The routed screens. A change of language mounts them anew (keyed by the language), so that every text is
 * read again in it; the router keeps the location and its loaded routes, the query client its answers.
 */
export function LanguageRouterProvider({ router }: { router: ComponentProps<typeof RouterProvider>['router'] }) {
  const language = useLanguage();
  return <RouterProvider key={language} router={router} />;
}

/** The app's router, made once. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <LanguageRouterProvider router={router} />;
}
