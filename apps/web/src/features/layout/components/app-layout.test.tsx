// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { buildUser } from '@/testing/users';
import type { LayoutHandle } from '../layout-handle';
import { AppLayout } from './app-layout';

function renderAt(path: string) {
  const Frame = () => (
    <AppLayout user={buildUser()} homePath="/overview" onLogout={() => undefined} loggingOut={false} navigating={false}>
      <Outlet />
    </AppLayout>
  );
  const router = createMemoryRouter(
    [
      {
        Component: Frame,
        children: [
          { path: '/framed', element: <p>Innhold</p>, handle: { access: '/orders' } },
          { path: '/bare', element: <p>Innhold</p>, handle: { access: '/orders', bare: true } satisfies LayoutHandle & { access: string } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('app layout', () => {
  afterEach(cleanup);

  it('frames a screen with the navigation bar and the footer', () => {
    renderAt('/framed');
    expect(screen.getByText('Innhold')).toBeTruthy();
    expect(screen.getByTestId('footer')).toBeTruthy();
    expect(screen.getByTestId('menu-burger')).toBeTruthy();
  });

  it("shows a screen whose route handle says 'bare' without navigation bar, footer and scroll-to-top", () => {
    renderAt('/bare');
    expect(screen.getByText('Innhold')).toBeTruthy();
    expect(screen.getByTestId('bare-screen')).toBeTruthy();
    expect(screen.queryByTestId('footer')).toBeNull();
    expect(screen.queryByTestId('menu-burger')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
