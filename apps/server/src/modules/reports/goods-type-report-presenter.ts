import { ARTICLE_GROUP_NAMES, ARTICLE_GROUPS } from '@bakrom/shared/article-groups';
import type { GoodsTypeFigures, GoodsTypeReport, GoodsTypeRow } from '@bakrom/shared/schemas/goods-type-report';
import type { GoodsTypeSalesRow } from './goods-type-report-repository';
import type { ReportHeaderRow } from './period-report-repository';
import { presentHeader } from './period-report-presenter';

/** Pure mapping of Særskilt registrering's rows to the answer of `@bakrom/shared/schemas/goods-type-report`. */

const NOTHING: GoodsTypeFigures = { quantity: 0, netAmount: 0, vatAmount: 0, grossAmount: 0 };

/** Every article group in `ARTICLE_GROUPS` order, 0 where nothing was sold; net = gross − VAT. A group outside the list is left out. */
export function goodsTypeRows(sales: readonly GoodsTypeSalesRow[]): GoodsTypeRow[] {
  return ARTICLE_GROUPS.map((articleGroup) => {
    const sold = sales.filter((row) => row.articleGroup === articleGroup);
    const quantity = sold.reduce((sum, row) => sum + row.quantity, 0);
    const vatAmount = sold.reduce((sum, row) => sum + row.vatAmount, 0);
    const grossAmount = sold.reduce((sum, row) => sum + row.grossAmount, 0);
    return { articleGroup, name: ARTICLE_GROUP_NAMES[articleGroup], quantity, netAmount: grossAmount - vatAmount, vatAmount, grossAmount };
  });
}

/** The rows added up. */
export function goodsTypeTotal(rows: readonly GoodsTypeFigures[]): GoodsTypeFigures {
  return rows.reduce(
    (sum, row) => ({
      quantity: sum.quantity + row.quantity,
      netAmount: sum.netAmount + row.netAmount,
      vatAmount: sum.vatAmount + row.vatAmount,
      grossAmount: sum.grossAmount + row.grossAmount,
    }),
    NOTHING,
  );
}

export function presentGoodsTypeReport(header: ReportHeaderRow, year: number, sales: readonly GoodsTypeSalesRow[]): GoodsTypeReport {
  const rows = goodsTypeRows(sales);
  return { ...presentHeader(header), year, rows, total: goodsTypeTotal(rows) };
}
