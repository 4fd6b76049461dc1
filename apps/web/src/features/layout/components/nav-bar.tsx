import { Link, useLocation } from 'react-router';
import { Button, Group } from '@mantine/core';
import { texts } from '@/i18n';
import { isActivePath, type NavItem, type NavNode } from '../nav-model';
import { NavGroupMenu } from './nav-group-menu';
import classes from './nav.module.css';

interface NavBarProps {
  nodes: NavNode[];
  onLogout: () => void;
  loggingOut: boolean;
}

function NavBarLink({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <Button
      component={Link}
      to={item.path}
      variant={active ? 'light' : 'subtle'}
      color={active ? 'teal' : 'gray'}
      c={active ? undefined : 'dark.9'}
      size="compact-sm"
      className={classes.link}
      data-testid={item.testId}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </Button>
  );
}

/** The desktop navigation bar: plain entries as links, groups as dropdown menus, then logout. */
export function NavBar({ nodes, onLogout, loggingOut }: NavBarProps) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={texts.nav.label} gap={2} wrap="nowrap" className={classes.bar}>
      {nodes.map((node) =>
        node.kind === 'group' ? (
          <NavGroupMenu key={node.key} groupKey={node.key} label={node.label} items={node.items} pathname={pathname} />
        ) : (
          <NavBarLink key={node.item.path} item={node.item} active={isActivePath(node.item.path, pathname)} />
        ),
      )}
      <Button variant="outline" color="dark" size="compact-sm" px={10} ml={6} onClick={onLogout} loading={loggingOut} data-testid="logout">
        {texts.nav.logout}
      </Button>
    </Group>
  );
}
