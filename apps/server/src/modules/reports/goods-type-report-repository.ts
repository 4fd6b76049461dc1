import { sql } from 'drizzle-orm';
import { defaultArticleGroup } from '@bakrom/shared/article-groups';
import { ITEM_TYPES } from '@bakrom/shared/enums';
import { queryRows, type Db } from '../../db/client';
import type { PeriodInstants } from './period-report-repository';

/**
 * The read of Særskilt registrering (issue 33): a location's sales of a period per SAF-T article group, one
 * statement grouped in SQL. Amounts are cast to int8 in SQL and mapped with Number, because PGlite answers
 * numbers where node-postgres answers strings.
 */

export interface GoodsTypeSalesRow {
  articleGroup: string;
  quantity: number;
  vatAmount: number;
  grossAmount: number;
}

/** The group an item type's category starts with (`defaultArticleGroup`), for a line whose item and category are gone. */
const itemTypeGroup = sql.raw(
  `(case ol.item_type ${ITEM_TYPES.map((type) => `when '${type}' then '${defaultArticleGroup(type)}'`).join(' ')} else '04006' end)`,
);

/**
 * The order lines of the location's orders placed in the period that are sales as the X/Z counters count
 * them (not cancelled, or cancelled after they were signed: their cancellation is a return that refunds every
 * unit, so they come to nothing here), each in the article group it was sold in — its item's own, else its
 * category's, else its item type's default (as the SAF-T export's `lineGroup`) — and their add-on lines in the
 * line's group. Refunded units are taken off and the amounts pro rata, each line's remaining share rounded to
 * øre before it is added (as the alcohol report's `selectAlcoholSales`). Groups without a line are left out;
 * the presenter lists every group.
 */
export async function selectGoodsTypeSales(
  db: Db,
  merchantId: string,
  locationId: string,
  period: PeriodInstants,
): Promise<GoodsTypeSalesRow[]> {
  const rows = await queryRows<GoodsTypeSalesRow>(
    db,
    sql`with sold as (
          select ol.id, coalesce(i.article_group, c.article_group, ${itemTypeGroup}) as article_group,
            ol.count, ol.refunded_count, ol.gross_amount_ore, ol.vat_amount_ore
          from orders o
          join order_lines ol on ol.order_id = o.id
          left join items i on i.id = ol.item_id
          left join categories c on c.id = ol.category_id
          where o.merchant_id = ${merchantId} and o.location_id = ${locationId}::uuid
            and o.ordered_at >= ${period.from.toISOString()}::timestamptz and o.ordered_at < ${period.until.toISOString()}::timestamptz
            and (o.order_status <> 'CANCELLED'
              or exists (select 1 from signed_transactions cs where cs.order_id = o.id and cs.kind = 'SALE'))
        ), part as (
          select article_group, count, refunded_count, gross_amount_ore, vat_amount_ore from sold
          union all
          select s.article_group, a.count, a.refunded_count, a.gross_amount_ore, a.vat_amount_ore
          from sold s join order_line_add_ons a on a.order_line_id = s.id
        )
        select article_group as "articleGroup",
          sum(count - refunded_count)::int8 as quantity,
          sum(round(vat_amount_ore * (count - refunded_count)::numeric / count))::int8 as "vatAmount",
          sum(round(gross_amount_ore * (count - refunded_count)::numeric / count))::int8 as "grossAmount"
        from part
        group by article_group`,
  );
  return rows.map((row) => ({
    articleGroup: row.articleGroup,
    quantity: Number(row.quantity),
    vatAmount: Number(row.vatAmount),
    grossAmount: Number(row.grossAmount),
  }));
}
