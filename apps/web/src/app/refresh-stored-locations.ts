import { getStoredUser, storeUser } from '@/features/auth/storage';
import { listLocations } from '@/lib/api/list-locations';

/**
 * After a location or a card-provider account changes: the stored user's locations are read again, so
 * the menu (Avdelinger with several locations, the reports with an online provider) and every location
 * picker follow at once, a deactivated location gone from them. A failed read keeps what is stored.
 */
export function refreshStoredLocations(): void {
  void listLocations()
    .then((locations) => {
      const user = getStoredUser();
      if (user) storeUser({ ...user, locations });
    })
    .catch(() => undefined);
}
