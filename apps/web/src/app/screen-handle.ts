import type { MenuPath } from '@bakrom/shared/menu-visibility';
import type { LayoutHandle } from '@/features/layout/layout-handle';

/** What a screen's route carries for the guard and the layout (react-router's `handle`), from its entry in `SCREENS`. */
export interface ScreenHandle extends LayoutHandle {
  access: MenuPath;
  /** The screen acts on the location of its `locationId` parameter. */
  locationParam?: boolean;
}
