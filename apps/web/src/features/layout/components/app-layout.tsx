import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AppShell, Burger, Container, Group, Progress, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { texts } from '@/i18n';
import { useBareScreen } from '../layout-handle';
import { buildNav } from '../nav-model';
import { useFitsWidth } from '../use-fits';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { NavDrawer } from './nav-drawer';
import classes from './nav.module.css';
import { ScrollTop } from './scroll-top';

interface AppLayoutProps {
  user: StoredUser;
  homePath: string;
  onLogout: () => void;
  loggingOut: boolean;
  /** A screen is loading after a click in the navigation. */
  navigating: boolean;
  children: ReactNode;
}

/**
 * The frame of every logged-in screen: header with navigation, content, footer, scroll-to-top. A route
 * whose handle says `bare` (LayoutHandle) gets the content alone.
 */
export function AppLayout(props: AppLayoutProps) {
  const bare = useBareScreen();
  if (bare) {
    return (
      <Container component="main" size="xl" w="100%" py="lg" data-testid="bare-screen">
        {props.children}
      </Container>
    );
  }
  return <FramedLayout {...props} />;
}

const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Hopp til hovedinnholdet': the first focusable element of a framed page, shown when it has the
 * keyboard focus; it moves the focus to the main content (without a router navigation of its own).
 */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={`${classes.skipLink} no-print`}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus({ preventScroll: true });
        main?.scrollIntoView();
      }}
    >
      {texts.nav.skipToMain}
    </a>
  );
}

function FramedLayout({ user, homePath, onLogout, loggingOut, navigating, children }: AppLayoutProps) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const nodes = useMemo(() => buildNav(user), [user]);
  const [barSlot, barFits] = useFitsWidth<HTMLDivElement>();

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <SkipLink />
      <AppShell.Header px="md" className={`${classes.header} no-print`} data-nav-overflow={barFits ? undefined : true}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ flex: 'none' }}>
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              className={classes.burger}
              size="sm"
              aria-label={drawerOpened ? texts.nav.closeMenu : texts.nav.openMenu}
              data-testid="menu-burger"
            />
            <Text component={Link} to={homePath} fw={800} fz="xl" c="teal.8" style={{ textDecoration: 'none' }}>
              {texts.app.name}
            </Text>
          </Group>
          <div ref={barSlot} className={classes.slot}>
            <NavBar nodes={nodes} onLogout={onLogout} loggingOut={loggingOut} />
          </div>
        </Group>
        {navigating && (
          <Progress value={100} animated size="xs" radius={0} pos="absolute" left={0} right={0} bottom={0} aria-hidden="true" />
        )}
      </AppShell.Header>
      <NavDrawer nodes={nodes} opened={drawerOpened} onClose={drawer.close} onLogout={onLogout} loggingOut={loggingOut} />
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {/* As wide as the header, with the header's side padding. */}
        <Container fluid w="100%" px="md" py="lg" className={classes.content}>
          {children}
        </Container>
        <Footer merchantName={user.merchantName} />
      </AppShell.Main>
      <ScrollTop />
    </AppShell>
  );
}
