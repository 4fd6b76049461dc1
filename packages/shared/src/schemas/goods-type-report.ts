import { z } from 'zod';
import { ARTICLE_GROUPS } from '../article-groups';
import { idSchema, merchantField } from './ids';
import { text } from './text';

/**
 * Særskilt registrering (issue 33): a location's yearly sales per goods type, as a restaurant with an alcohol
 * licence reports them. One row per SAF-T article group (`ARTICLE_GROUPS`, in that order, every group listed,
 * 0 when nothing was sold), named by `ARTICLE_GROUP_NAMES`, with the year's total.
 *
 * What counts: the order lines (and their add-on lines, in their line's group) of the location's sales whose
 * order was placed in the Oslo calendar year — a sale as the X/Z counters count one: not cancelled, or
 * cancelled after it was signed —, refunded units taken off with the amounts pro rata as the alcohol report
 * does (each line's remaining share rounded to øre before it is added). Amounts are the lines' stored amounts
 * (after a line discount; a manual discount on the whole order is not spread over them, as in the alcohol
 * report). Every amount is integer øre; `quantity` counts units (order lines and add-on lines).
 *
 *   GET /api/report/getGoodsTypeReport         (getGoodsTypeReportQuery)  the answer below
 *   GET /api/report/pdf/goodsTypeReport        (the same query)           Saerskilt_registrering_<year>.pdf
 *   GET /api/report/csv/goodsTypeReport, /api/report/xlsx/goodsTypeReport  .csv, .xlsx
 */

/** The years a report can be asked for, both included. */
export const GOODS_TYPE_REPORT_MIN_YEAR = 2000;
export const GOODS_TYPE_REPORT_MAX_YEAR = 2100;
export const GOODS_TYPE_YEAR_MESSAGE = `Året må være et helt tall fra ${GOODS_TYPE_REPORT_MIN_YEAR} til ${GOODS_TYPE_REPORT_MAX_YEAR}`;

/** A calendar year on the wire: four digits from 2000 to 2100, answered as a number. */
export const reportYear = text({ message: GOODS_TYPE_YEAR_MESSAGE })
  .regex(/^\d{4}$/, { message: GOODS_TYPE_YEAR_MESSAGE })
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(GOODS_TYPE_REPORT_MIN_YEAR, { message: GOODS_TYPE_YEAR_MESSAGE })
      .max(GOODS_TYPE_REPORT_MAX_YEAR, { message: GOODS_TYPE_YEAR_MESSAGE }),
  );

/** GET getGoodsTypeReport and its downloads. */
export const getGoodsTypeReportQuery = z.object({ merchant: merchantField, locationId: idSchema, year: reportYear });
export type GetGoodsTypeReportQuery = z.input<typeof getGoodsTypeReportQuery>;

/** Units, and the amounts in øre: without VAT, the VAT, with VAT (net + VAT = gross, øre for øre). */
export const goodsTypeFiguresSchema = z.object({
  quantity: z.number().int(),
  netAmount: z.number().int(),
  vatAmount: z.number().int(),
  grossAmount: z.number().int(),
});
export type GoodsTypeFigures = z.infer<typeof goodsTypeFiguresSchema>;

export const goodsTypeRowSchema = goodsTypeFiguresSchema.extend({
  articleGroup: z.enum(ARTICLE_GROUPS),
  /** The code list's Norwegian name (`ARTICLE_GROUP_NAMES`). */
  name: z.string(),
});
export type GoodsTypeRow = z.infer<typeof goodsTypeRowSchema>;

export const goodsTypeReportSchema = z.object({
  location: z.object({ id: z.string(), name: z.string() }),
  company: z.object({ name: z.string(), organisationNumber: z.string() }),
  year: z.number().int(),
  /** Every article group, in `ARTICLE_GROUPS` order. */
  rows: z.array(goodsTypeRowSchema),
  /** The rows added up. */
  total: goodsTypeFiguresSchema,
});
export type GoodsTypeReport = z.infer<typeof goodsTypeReportSchema>;

/** The downloads' file name (ASCII), by format. */
export const goodsTypeReportFileName = (year: number, extension: 'pdf' | 'csv' | 'xlsx' = 'pdf') =>
  `Saerskilt_registrering_${year}.${extension}`;
