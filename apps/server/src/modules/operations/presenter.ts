import type { Category, Item } from '@bakrom/shared/schemas/catalogue';
import type { OperationsCategory, SoldOutPageItem } from '@bakrom/shared/schemas/dashboard';
import type { ClosingDay, SoldOutItem } from '@bakrom/shared/schemas/operations';
import type { closingDays } from '../../db/schema/index';

export function presentSoldOutItem(row: {
  id: string;
  itemId: string;
  locationId: string;
  merchantId: string;
  itemName: string;
  createdAt: Date;
}): SoldOutItem {
  return {
    id: row.id,
    itemId: row.itemId,
    locationId: row.locationId,
    merchant: row.merchantId,
    itemName: row.itemName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentClosingDay(row: typeof closingDays.$inferSelect): ClosingDay {
  return {
    id: row.id,
    type: 'closingdays',
    merchant: row.merchantId,
    locationId: row.locationId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    message: row.message,
  };
}

/** A menu category as the dashboard and the sold-out page carry it. */
export function presentOperationsCategory(category: Category): OperationsCategory {
  return {
    id: category.id,
    name: category.name,
    sortOrder: category.sortOrder,
    imageUrl: category.imageUrl,
    availableAtLocationIds: category.availableAtLocationIds,
  };
}

export function presentSoldOutPageItem(item: Item): SoldOutPageItem {
  return {
    id: item.id,
    merchant: item.merchant,
    categoryId: item.categoryId,
    name: item.name,
    menuNr: item.menuNr,
    description: item.description,
    imageUrl: item.imageUrl,
    sortOrder: item.sortOrder,
    availableAtLocationIds: item.availableAtLocationIds,
  };
}
