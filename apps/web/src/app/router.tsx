import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Loading } from '@/components/loading';
import { RouteError } from '@/components/route-error';
import { RequireAuth } from '@/features/auth/require-auth';
import { lazyRoute } from '@/lib/lazy-with-timeout';
import { PENDING_BARE_SCREENS, PENDING_SCREENS } from './route-table';

const notFound = lazyRoute(() => import('./routes/not-found'), (m) => m.NotFoundRoute);

/** A screen inside the layout; a failing screen shows its error inside the layout. */
function screen(path: string, lazy: RouteObject['lazy']): RouteObject {
  return { path, lazy, ErrorBoundary: RouteError };
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Loading fullScreen />,
    children: [
      { path: '/login', lazy: lazyRoute(() => import('./routes/login'), (m) => m.LoginRoute) },
      {
        path: '/superadmin/login',
        lazy: lazyRoute(() => import('./routes/superadmin-login'), (m) => m.SuperAdminLoginRoute),
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: lazyRoute(() => import('./routes/app-root'), (m) => m.AppRoot),
            children: [
              { index: true, lazy: notFound, ErrorBoundary: RouteError },
              screen('profile', lazyRoute(() => import('./routes/profile'), (m) => m.ProfileRoute)),
              screen('cache', lazyRoute(() => import('./routes/cache'), (m) => m.CacheRoute)),
              ...PENDING_SCREENS.map((path) => screen(path, notFound)),
              screen('*', notFound),
            ],
          },
          ...PENDING_BARE_SCREENS.map((path) => screen(path, notFound)),
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
