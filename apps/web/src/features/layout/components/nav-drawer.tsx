import { Link, useLocation } from 'react-router';
import { Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { texts } from '@/i18n';
import { isActivePath, type NavItem, type NavNode } from '../nav-model';

interface NavDrawerProps {
  nodes: NavNode[];
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

function DrawerLink({ item, pathname, onClose }: { item: NavItem; pathname: string; onClose: () => void }) {
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      active={isActivePath(item.path, pathname)}
      onClick={onClose}
      data-testid={item.testId}
    />
  );
}

/** The navigation of narrow and tablet screens: the same entries, with the groups as sections. */
export function NavDrawer({ nodes, opened, onClose, onLogout, loggingOut }: NavDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} title={texts.app.name} size={320} closeButtonProps={{ 'aria-label': texts.nav.closeMenu }}>
      <Stack component="nav" aria-label={texts.nav.label} gap={2} data-testid="menu-drawer">
        {nodes.map((node) =>
          node.kind === 'group' ? (
            <Stack key={node.key} gap={0} mt="sm" role="group" aria-label={node.label}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {node.label}
              </Text>
              {node.items.map((item) => (
                <DrawerLink key={item.path} item={item} pathname={pathname} onClose={onClose} />
              ))}
            </Stack>
          ) : (
            <DrawerLink key={node.item.path} item={node.item} pathname={pathname} onClose={onClose} />
          ),
        )}
        <Button mt="lg" variant="outline" color="dark" onClick={onLogout} loading={loggingOut} data-testid="logout">
          {texts.nav.logout}
        </Button>
      </Stack>
    </Drawer>
  );
}
