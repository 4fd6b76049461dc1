import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import type { Location } from '@bakrom/shared/schemas/location';
import type { ClosingDay } from '@bakrom/shared/schemas/operations';
import { closingDaysCovering } from '@/lib/closing-days';

type CustomAction = Location['customActions'][number];

/** Takeaway is closed today at a location when a closing-day range of it includes today. */
export function isTakeawayClosedToday(closingDays: readonly ClosingDay[], locationId: string, today: string): boolean {
  return closingDaysCovering(closingDays, locationId, today).length > 0;
}

export function soldOutCount(soldOutItems: DashboardData['soldOutItems'], locationId: string): number {
  return soldOutItems.filter((item) => item.locationId === locationId).length;
}

export interface DishesAction {
  action: CustomAction;
  /** Whether the action's dishes can be ordered at the location now: then the button closes them. */
  open: boolean;
  label: string;
  /** /closeDishes or /openDishes, with the location. */
  to: string;
  categoryNames: string[];
}

/**
 * The CLOSE_OPEN_DISHES buttons of a location. The dishes count as open while at least one of the
 * action's categories is available at the location; the button then shows the close name.
 */
export function dishesActions(location: Location, categories: DashboardData['categories']): DishesAction[] {
  return location.customActions
    .filter((action) => action.actionType === 'CLOSE_OPEN_DISHES')
    .map((action) => {
      const affected = categories.filter((category) => action.categoryIds.includes(category.id));
      const open = affected.some((category) => category.availableAtLocationIds.includes(location.id));
      const query = `?locationId=${encodeURIComponent(location.id)}`;
      return {
        action,
        open,
        label: open ? action.closeName : action.openName,
        to: `${open ? '/closeDishes' : '/openDishes'}${query}`,
        categoryNames: affected.map((category) => category.name),
      };
    });
}
