import { defaultArticleGroup, type ArticleGroup } from '@bakrom/shared/article-groups';
import { orderTypesForItemType, type CatalogueItemType } from '@bakrom/shared/catalogue-rules';
import type { AvailableDay, MenuOrderType } from '@bakrom/shared/enums';
import type { Category } from '@bakrom/shared/schemas/catalogue';
import type { Location } from '@bakrom/shared/schemas/location';

/** The category form's values (spec part 2 §2.4, §3 Category). */
export interface CategoryValues {
  name: string;
  description: string;
  itemType: CatalogueItemType | null;
  /** The SAF-T article group; null until an item type is chosen. */
  articleGroup: ArticleGroup | null;
  availableAtLocationIds: string[];
  availableForOrderTypes: MenuOrderType[];
  availableOnDays: AvailableDay[];
}

/** A new category has every location chosen (§4); an existing one shows what it has. */
export function categoryValuesOf(category: Category | null, locations: Location[]): CategoryValues {
  if (!category) {
    return {
      name: '',
      description: '',
      itemType: null,
      articleGroup: null,
      availableAtLocationIds: locations.map((location) => location.id),
      availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
      availableOnDays: [],
    };
  }
  return {
    name: category.name,
    description: category.description,
    itemType: category.itemType === 'ADD_ON_OF_ADD_ON_GROUP' ? null : category.itemType,
    articleGroup: category.articleGroup,
    availableAtLocationIds: category.availableAtLocationIds,
    availableForOrderTypes: category.availableForOrderTypes,
    availableOnDays: category.availableOnDays,
  };
}

/**
 * Choosing another item type resets the order types (DINE_IN only for alcohol, otherwise both, §4) and the
 * article group to the item type's (food, soft drinks, beer …), which the form may then change.
 */
export function withItemType(values: CategoryValues, itemType: CatalogueItemType | null): CategoryValues {
  if (itemType === values.itemType) return values;
  return {
    ...values,
    itemType,
    availableForOrderTypes: itemType ? orderTypesForItemType(itemType) : values.availableForOrderTypes,
    articleGroup: itemType ? defaultArticleGroup(itemType) : values.articleGroup,
  };
}

/** The body for createCategory / editCategory, before the shared schema checks it. */
export function categoryBody(values: CategoryValues, extra: { merchant: string; imageUrl: string | null; sortOrder: number }) {
  return {
    ...values,
    ...extra,
    type: 'category' as const,
    showItemsCount: true,
    itemType: values.itemType ?? undefined,
    articleGroup: values.articleGroup ?? undefined,
  };
}
