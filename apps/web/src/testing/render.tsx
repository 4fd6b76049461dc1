import type { ReactElement, ReactNode } from 'react';
import { createTheme, MantineProvider, Menu } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

/** Dropdowns open and close without animation in tests. */
const testTheme = createTheme({
  components: { Menu: Menu.extend({ defaultProps: { transitionProps: { duration: 0 } } }) },
});

/** Renders a component with the providers of the app, at the given path. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
