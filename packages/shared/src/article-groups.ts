import type { ItemType } from './enums';

/**
 * The article groups of SAF-T Cash Register (code list PredefinedBasicID-04) a restaurant sells in: each
 * category has one, an item may override it. The same code serves the yearly sales per goods type.
 */
export const ARTICLE_GROUPS = ['04006', '04007', '04008', '04009', '04010', '04011', '04012', '04013', '04014'] as const;
export type ArticleGroup = (typeof ARTICLE_GROUPS)[number];

/** The code list's Norwegian names. */
export const ARTICLE_GROUP_NAMES: Record<ArticleGroup, string> = {
  '04006': 'Mat',
  '04007': 'Øl',
  '04008': 'Vin',
  '04009': 'Brennevin',
  '04010': 'Rusbrus/Cider',
  '04011': 'Mineralvann (brus)',
  '04012': 'Annen drikke (te, kaffe etc)',
  '04013': 'Tobakk',
  '04014': 'Andre varer',
};

/**
 * The group a new category of an item type starts with: food for dishes and add-ons, soft drinks for drinks,
 * beer for alcohol (the most common alcoholic drink of a takeaway; wine and spirits are chosen on the form),
 * other goods for the delivery service.
 */
export function defaultArticleGroup(itemType: ItemType): ArticleGroup {
  switch (itemType) {
    case 'DRINK':
      return '04011';
    case 'DRINK_BUBBLE_TEA':
      return '04012';
    case 'DRINK_ALCOHOL':
      return '04007';
    case 'DELIVERY_SERVICE':
      return '04014';
    default:
      return '04006';
  }
}
