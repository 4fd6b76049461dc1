import { visibleMenu, type MenuContext, type MenuGroupKey, type MenuPath } from '@bakrom/shared/menu-visibility';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { texts } from '@/i18n';

export interface NavItem {
  path: MenuPath;
  label: string;
  testId: string;
}

export type NavNode = { kind: 'link'; item: NavItem } | { kind: 'group'; key: MenuGroupKey; label: string; items: NavItem[] };

/** The test id of a menu entry: `nav-` and the path without its slash, e.g. `nav-x-report`. */
export function navTestId(path: MenuPath): string {
  return `nav-${path.slice(1)}`;
}

/**
 * An entry's name. The staff member's own page is always 'Min profil': the merchant's userProfilePageName
 * names its customers' page ('Mine bestillinger'), which the back office does not have.
 */
function labelOf(path: MenuPath): string {
  return texts.nav.paths[path];
}

/** What the menu, route and button rules (`@bakrom/shared/menu-visibility`) need to know of the user. */
export function menuContextOf(user: StoredUser): MenuContext {
  return { role: user.userRole, settings: user.merchantSetting, locations: user.locations };
}

/**
 * The navigation of a user: exactly the entries of `visibleMenu`, in its order, with the entries
 * of a group gathered into one dropdown where the group's first entry appears.
 */
export function buildNav(user: StoredUser): NavNode[] {
  const entries = visibleMenu(menuContextOf(user));
  const nodes: NavNode[] = [];
  const groups = new Map<MenuGroupKey, NavItem[]>();
  for (const entry of entries) {
    const item: NavItem = { path: entry.path, label: labelOf(entry.path), testId: navTestId(entry.path) };
    if (!entry.group) {
      nodes.push({ kind: 'link', item });
      continue;
    }
    const existing = groups.get(entry.group);
    if (existing) {
      existing.push(item);
      continue;
    }
    const items = [item];
    groups.set(entry.group, items);
    nodes.push({ kind: 'group', key: entry.group, label: texts.nav.groups[entry.group], items });
  }
  return nodes;
}

/** Whether a menu path is the current page (paths are matched without regard to case). */
export function isActivePath(path: string, pathname: string): boolean {
  return pathname.toLowerCase() === path.toLowerCase();
}
