import { Link } from 'react-router';
import { Button, Menu } from '@mantine/core';
import type { MenuGroupKey } from '@bakrom/shared/menu-visibility';
import { ChevronDownIcon } from '@/components/icons';
import { isActivePath, type NavItem } from '../nav-model';
import classes from './nav.module.css';

interface NavGroupMenuProps {
  groupKey: MenuGroupKey;
  label: string;
  items: NavItem[];
  pathname: string;
}

/**
 * A dropdown of the navigation bar. Keyboard: Enter or Space opens it and focuses the first entry,
 * arrows move between entries, Enter follows one, Escape closes it and returns focus to the button.
 */
export function NavGroupMenu({ groupKey, label, items, pathname }: NavGroupMenuProps) {
  const active = items.some((item) => isActivePath(item.path, pathname));
  return (
    <Menu position="bottom-start" shadow="md" width={260} loop>
      <Menu.Target>
        <Button
          variant={active ? 'light' : 'subtle'}
          color={active ? 'teal' : 'gray'}
          c={active ? undefined : 'dark.9'}
          size="compact-sm"
          className={classes.link}
          rightSection={<ChevronDownIcon />}
          data-testid={`navgroup-${groupKey}`}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.path}
            component={Link}
            to={item.path}
            data-testid={item.testId}
            aria-current={isActivePath(item.path, pathname) ? 'page' : undefined}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
