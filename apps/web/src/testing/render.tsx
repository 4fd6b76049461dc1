import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { createTheme, MantineProvider, Menu } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLanguage } from '@/i18n';

/** Dropdowns open and close without animation in tests. */
const testTheme = createTheme({
  components: { Menu: Menu.extend({ defaultProps: { transitionProps: { duration: 0 } } }) },
});

/** The component under test, handed to the router's one route so that re-renders reach it. */
const Screen = createContext<ReactNode>(null);
const ScreenRoute = () => <>{useContext(Screen)}</>;

/**
 * Renders a component with the providers of the app, at the given path, inside a data router (as the
 * app's createBrowserRouter), so that forms can hold navigation. Every path shows the component.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const [router] = useState(() => createMemoryRouter([{ path: '*', Component: ScreenRoute }], { initialEntries: [path] }));
    // As the app: a change of language mounts the routed screen anew.
    const language = useLanguage();
    return (
      <MantineProvider theme={testTheme}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <Screen.Provider value={children}>
            <RouterProvider key={language} router={router} />
          </Screen.Provider>
        </QueryClientProvider>
      </MantineProvider>
    );
  };
  return render(ui, { wrapper: Wrapper });
}
