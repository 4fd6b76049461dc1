import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTICLE_GROUP_NAMES, ARTICLE_GROUPS } from '@bakrom/shared/article-groups';
import { goodsTypeRows, goodsTypeTotal, presentGoodsTypeReport } from './goods-type-report-presenter';
import type { GoodsTypeSalesRow } from './goods-type-report-repository';

/** Særskilt registrering's presenter: every goods type in the code list's order, and a total that is the rows added up. */

/** A sold line (or add-on line) as the statement reads it: its group, units, units refunded, amounts with VAT and VAT. */
const soldLine = fc
  .record({
    articleGroup: fc.constantFrom(...ARTICLE_GROUPS),
    count: fc.integer({ min: 1, max: 50 }),
    grossAmount: fc.integer({ min: 0, max: 5_000_000 }),
    vatShare: fc.integer({ min: 0, max: 25 }),
    refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ articleGroup, count, grossAmount, vatShare, refundedShare }) => ({
    articleGroup,
    count,
    refundedCount: Math.floor(count * refundedShare),
    grossAmount,
    vatAmount: Math.round((grossAmount * vatShare) / (100 + vatShare)),
  }));

type SoldLine = { articleGroup: string; count: number; refundedCount: number; grossAmount: number; vatAmount: number };

/** What the statement answers for the lines: per group, units left and each line's remaining share rounded, then added. */
function grouped(lines: readonly SoldLine[]): GoodsTypeSalesRow[] {
  const byGroup = new Map<string, GoodsTypeSalesRow>();
  for (const line of lines) {
    const left = line.count - line.refundedCount;
    const row = byGroup.get(line.articleGroup) ?? { articleGroup: line.articleGroup, quantity: 0, vatAmount: 0, grossAmount: 0 };
    row.quantity += left;
    row.vatAmount += Math.round((line.vatAmount * left) / line.count);
    row.grossAmount += Math.round((line.grossAmount * left) / line.count);
    byGroup.set(line.articleGroup, row);
  }
  return [...byGroup.values()];
}

const header = { locationId: 'l', locationName: 'Bryggen', companyName: 'Bryggen Mat AS', organisationNumber: '987654321' };

describe('Særskilt registrering presenter', () => {
  it('lists every group in the code list’s order with its name, 0 where nothing was sold', () => {
    const rows = goodsTypeRows([{ articleGroup: '04008', quantity: 2, vatAmount: 4800, grossAmount: 24_000 }]);
    expect(rows.map((row) => [row.articleGroup, row.name])).toEqual(ARTICLE_GROUPS.map((group) => [group, ARTICLE_GROUP_NAMES[group]]));
    expect(rows[2]).toEqual({ articleGroup: '04008', name: 'Vin', quantity: 2, netAmount: 19_200, vatAmount: 4800, grossAmount: 24_000 });
    expect(rows.filter((row) => row.articleGroup !== '04008').every((row) => row.quantity === 0 && row.grossAmount === 0)).toBe(true);
  });

  it('for random lines across the groups, the total is the rows added up and net + VAT = gross on every row', () => {
    fc.assert(
      fc.property(fc.array(soldLine, { maxLength: 60 }), (lines) => {
        const report = presentGoodsTypeReport(header, 2025, grouped(lines));
        expect(report.rows.map((row) => row.articleGroup)).toEqual([...ARTICLE_GROUPS]);
        for (const row of report.rows) expect(row.netAmount + row.vatAmount).toBe(row.grossAmount);
        const added = (pick: (row: (typeof report.rows)[number]) => number) => report.rows.reduce((sum, row) => sum + pick(row), 0);
        expect(report.total).toEqual({
          quantity: added((row) => row.quantity),
          netAmount: added((row) => row.netAmount),
          vatAmount: added((row) => row.vatAmount),
          grossAmount: added((row) => row.grossAmount),
        });
        expect(report.total.quantity).toBe(lines.reduce((sum, line) => sum + line.count - line.refundedCount, 0));
        expect(goodsTypeTotal(report.rows)).toEqual(report.total);
      }),
    );
  });
});
