import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultAccountMapping } from '@bakrom/shared/schemas/accounting';
import { reportCountersSchema, type ReportCounters } from '@bakrom/shared/schemas/reports';
import { amountsOf, gbat10Lines, kroner } from './gbat10-writer';
import {
  buildPostings,
  groupOfCategoryFrom,
  refundByRate,
  reversePostings,
  shareByWeights,
  sumCredit,
  sumDebit,
  voucherDescription,
  type VoucherZReport,
} from './voucher-builder';

const RATES = { dineIn: 25, takeOut: 15, delivery: 15 };
const mapping = defaultAccountMapping(RATES);
const groupOf = groupOfCategoryFrom(new Map([['cat-beer', '04007']]));

function counters(partial: Partial<ReportCounters>): ReportCounters {
  const zeroes = Object.fromEntries(
    Object.entries(reportCountersSchema.shape)
      .filter(([, schema]) => !('_zod' in schema && schema._zod.def.type === 'default'))
      .map(([key]) => [key, key === 'categories' ? [] : 0]),
  );
  return reportCountersSchema.parse({ ...zeroes, ...partial });
}

const zReport = (partial: Partial<ReportCounters>, refunds: VoucherZReport['refunds'] = []): VoucherZReport => ({
  id: 'z1',
  nr: 7,
  terminalName: 'Kasse 1',
  counters: counters(partial),
  refunds,
});

const category = (id: string, itemType: ReportCounters['categories'][number]['itemType'], vatRate: number, gross: number, vat: number) => ({
  id,
  name: id,
  itemType,
  vatRate,
  count: 1,
  vatAmount: vat,
  amountWithVat: gross,
});

describe('buildPostings', () => {
  it('debits the means of payment, credits sales net of VAT, the VAT per rate and the tips', () => {
    const postings = buildPostings(
      [
        zReport({
          tips: 500,
          totalSalesAmount: 22_500,
          categories: [category('cat-food', 'DISH', 15, 11_500, 1_500), category('cat-drink', 'DRINK', 25, 11_000, 2_200)],
          paymentLines: [
            { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 10_500, amountWithVat: 10_000, vatAmount: 0 },
            { paymentType: 'VIPPS', saftCode: '12011', count: 1, amount: 12_500, amountWithVat: 12_500, vatAmount: 0 },
          ],
        }),
      ],
      mapping,
      groupOf,
      RATES,
    );
    // A Z-report stored before its sales were counted by order type: each rate on the account of the order type
    // selling at it (15 % takeaway, 25 % dine-in).
    expect(postings.map((p) => [p.account, p.vatCode, p.debit, p.credit, p.vatAmount, p.description])).toEqual([
      ['1900', '', 10_500, 0, 0, 'Kontant'],
      ['1902', '', 12_500, 0, 0, 'Vipps'],
      ['3030', '31', 0, 10_000, 1_500, 'Salg 15 %'],
      ['2701', '', 0, 1_500, 0, 'Utgående MVA 15 %'],
      ['3020', '3', 0, 8_800, 2_200, 'Salg 25 %'],
      ['2700', '', 0, 2_200, 0, 'Utgående MVA 25 %'],
      ['2930', '', 0, 500, 0, 'Tips'],
    ]);
    expect(sumDebit(postings)).toBe(sumCredit(postings));
  });

  it('credits the sales of each VAT rate and order type on the account the mapping gives them', () => {
    const sale = (orderType: 'DINE_IN' | 'PICKUP' | 'DELIVERY', categoryId: string, vatRate: number, gross: number, vat: number) => ({
      orderType,
      categoryId,
      itemType: 'DISH' as const,
      vatRate,
      vatAmount: vat,
      amountWithVat: gross,
    });
    const ownAccounts = {
      ...mapping,
      sales: mapping.sales.map((row) => (row.orderType === 'DELIVERY' && row.vatRate === 15 ? { ...row, account: '3040' } : row)),
    };
    const postings = buildPostings(
      [
        zReport({
          totalSalesAmount: 45_000,
          categories: [category('cat-food', 'DISH', 15, 23_000, 3_000), category('cat-drink', 'DRINK', 25, 22_000, 4_400)],
          orderTypeSales: [
            sale('DELIVERY', 'cat-food', 15, 11_500, 1_500),
            sale('DINE_IN', 'cat-drink', 25, 11_000, 2_200),
            sale('PICKUP', 'cat-drink', 25, 11_000, 2_200),
            sale('PICKUP', 'cat-food', 15, 11_500, 1_500),
          ],
          paymentLines: [{ paymentType: 'CARD', saftCode: '12003', count: 1, amount: 45_000, amountWithVat: 45_000, vatAmount: 7_400 }],
        }),
      ],
      ownAccounts,
      groupOf,
      RATES,
    );
    // Delivery at 15 % on the account set for it; a drink sold for takeaway at 25 % on 3000 (other goods).
    expect(postings.filter((p) => p.vatCode !== '').map((p) => [p.account, p.vatCode, p.credit, p.vatAmount, p.description])).toEqual([
      ['3040', '31', 10_000, 1_500, 'Salg levering 15 %'],
      ['3020', '3', 8_800, 2_200, 'Salg spise her 25 %'],
      ['3000', '3', 8_800, 2_200, 'Salg ta med 25 %'],
      ['3030', '31', 10_000, 1_500, 'Salg ta med 15 %'],
    ]);
    expect(postings.find((p) => p.description === 'Utgående MVA 25 %')).toMatchObject({ account: '2700', credit: 4_400 });
    expect(sumDebit(postings)).toBe(sumCredit(postings));
  });

  it('puts a split article group and the delivery service on their own accounts', () => {
    const split = { ...mapping, articleGroups: mapping.articleGroups.map((g) => (g.articleGroup === '04007' ? { ...g, split: true } : g)) };
    const postings = buildPostings(
      [
        zReport({
          categories: [
            category('cat-beer', 'DRINK_ALCOHOL', 25, 10_000, 2_000),
            category('cat-delivery', 'DELIVERY_SERVICE', 25, 5_000, 1_000),
          ],
          paymentLines: [{ paymentType: 'CARD', saftCode: '12003', count: 1, amount: 15_000, amountWithVat: 15_000, vatAmount: 3_000 }],
        }),
      ],
      split,
      groupOf,
      RATES,
    );
    expect(postings.find((p) => p.description === 'Salg Øl 25 %')).toMatchObject({ account: '3022', vatCode: '3', credit: 8_000 });
    expect(postings.find((p) => p.description === 'Leveringstjeneste 25 %')).toMatchObject({
      account: '3000',
      vatCode: '3',
      credit: 4_000,
    });
    expect(postings.find((p) => p.description === 'Utgående MVA 25 %')).toMatchObject({ account: '2700', credit: 3_000 });
  });

  it('books a return: the goods net of VAT and their VAT debited, the money paid back credited, the tips paid back debited', () => {
    const postings = buildPostings(
      [
        zReport({ refundReceiptsTotalAmount: 11_500, refundedTipsAmount: 200 }, [
          {
            paymentType: 'CASH',
            amount: 11_700,
            tipsAmount: 200,
            vatAmount: 1_500,
            lines: [{ vatRate: 15, amount: 11_500, vatAmount: 1_500 }],
          },
        ]),
      ],
      mapping,
      groupOf,
      RATES,
    );
    expect(postings.map((p) => [p.account, p.vatCode, p.debit, p.credit, p.description])).toEqual([
      ['3080', '31', 10_000, 0, 'Retur 15 %'],
      ['2701', '', 1_500, 0, 'Utgående MVA retur 15 %'],
      ['2930', '', 200, 0, 'Tips tilbakebetalt'],
      ['1900', '', 0, 11_700, 'Tilbakebetalt Kontant'],
    ]);
  });

  it('adds the rounding line for what the payments and the sales differ by', () => {
    const postings = buildPostings(
      [
        zReport({
          categories: [category('cat-food', 'DISH', 15, 11_549, 1_506)],
          paymentLines: [{ paymentType: 'CASH', saftCode: '12001', count: 1, amount: 11_500, amountWithVat: 11_549, vatAmount: 1_506 }],
        }),
      ],
      mapping,
      groupOf,
      RATES,
    );
    expect(postings.at(-1)).toMatchObject({ account: '7790', debit: 49, credit: 0, description: 'Øreavrunding' });
    expect(sumDebit(postings)).toBe(sumCredit(postings));
  });

  it('takes the cash, Vipps and card groups of a Z-report stored before the payment lines', () => {
    const postings = buildPostings(
      [zReport({ cashPaymentsTotalAmount: 1_000, cardPaymentsTotalAmount: 2_000, categories: [category('c', 'DISH', 0, 3_000, 0)] })],
      mapping,
      groupOf,
      RATES,
    );
    expect(postings.map((p) => [p.account, p.vatCode, p.debit, p.credit])).toEqual([
      ['1900', '', 1_000, 0],
      ['1901', '', 2_000, 0],
      ['3100', '5', 0, 3_000],
    ]);
  });

  it('balances whatever the Z-report holds', () => {
    const amount = fc.integer({ min: -50_000, max: 500_000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate: fc.constantFrom(25, 15, 12, 0), gross: amount, vat: fc.integer({ min: 0, max: 50_000 }) }), {
          maxLength: 6,
        }),
        fc.array(fc.record({ type: fc.constantFrom('CASH', 'CARD', 'VIPPS', 'BONUS_POINTS' as const), amount }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 10_000 }),
        (categories, payments, tips) => {
          const z = zReport({
            tips,
            categories: categories.map((c, index) => category(`c${index}`, 'DISH', c.rate, c.gross, c.vat)),
            paymentLines: payments.map((p) => ({
              paymentType: p.type,
              saftCode: '',
              count: 1,
              amount: p.amount,
              amountWithVat: p.amount,
              vatAmount: 0,
            })),
          });
          const postings = buildPostings([z, { ...z, id: 'z2' }], mapping, groupOf, RATES);
          expect(sumDebit(postings)).toBe(sumCredit(postings));
          for (const p of postings) expect(p.debit >= 0 && p.credit >= 0 && (p.debit === 0 || p.credit === 0)).toBe(true);
          const reversed = reversePostings(postings);
          expect(sumDebit(reversed)).toBe(sumCredit(postings));
        },
      ),
    );
  });
});

describe('shares and returns', () => {
  it('shares by weights with the largest remainders, keeping the sign and the sum', () => {
    expect(shareByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByWeights(-100, [1, 2])).toEqual([-33, -67]);
    expect(shareByWeights(5, [0, 0])).toEqual([5, 0]);
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), fc.array(fc.nat({ max: 1e6 }), { minLength: 1, maxLength: 6 }), (total, weights) => {
        expect(shareByWeights(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
      }),
    );
  });

  it('splits a return over the rates of its units; one without units takes the rate its VAT says', () => {
    expect(
      refundByRate({
        paymentType: 'CASH',
        amount: 20_000,
        tipsAmount: 0,
        vatAmount: 3_000,
        lines: [
          { vatRate: 25, amount: 10_000, vatAmount: 2_000 },
          { vatRate: 15, amount: 11_500, vatAmount: 1_500 },
        ],
      }),
    ).toEqual([
      { vatRate: 25, gross: 9_302, vat: 1_714 },
      { vatRate: 15, gross: 10_698, vat: 1_286 },
    ]);
    expect(refundByRate({ paymentType: 'CASH', amount: 11_500, tipsAmount: 0, vatAmount: 1_500, lines: [] })).toEqual([
      { vatRate: 15, gross: 11_500, vat: 1_500 },
    ]);
  });

  it('describes a voucher by its location, terminals and Z numbers', () => {
    expect(voucherDescription('Sentrum', [{ nr: 7, terminalName: 'Kasse 1' }])).toBe('Dagsoppgjør Sentrum, Kasse 1 Z 7');
  });
});

describe('GBAT10', () => {
  it('writes two decimals with a point', () => {
    expect([kroner(123_456), kroner(-5), kroner(0), kroner(100)]).toEqual(['1234.56', '-0.05', '0.00', '1.00']);
  });

  it('writes one line per posting, 28 fields, net and gross each summing to 0', () => {
    const postings = buildPostings(
      [
        zReport({
          categories: [category('cat-food', 'DISH', 15, 11_500, 1_500)],
          paymentLines: [{ paymentType: 'CASH', saftCode: '12001', count: 1, amount: 11_500, amountWithVat: 11_500, vatAmount: 1_500 }],
        }),
      ],
      mapping,
      groupOf,
      RATES,
    );
    const text = gbat10Lines({
      number: 12,
      date: '2026-03-09',
      voucherType: 1,
      description: 'Dagsoppgjør; Sentrum\nKasse 1 Z 7',
      postings,
    });
    expect(text).toBe(
      [
        'GBAT10;12;20260309;1;3;2026;1900;;115.00;;;;;;;;;;;;Kontant - Dagsoppgjør Sentrum Kasse 1 Z 7;;;;;;T;115.00',
        'GBAT10;12;20260309;1;3;2026;3030;31;-100.00;;;;;;;;;;;;Salg 15 % - Dagsoppgjør Sentrum Kasse 1 Z 7;;;;;;T;-115.00',
        'GBAT10;12;20260309;1;3;2026;2701;;-15.00;;;;;;;;;;;;Utgående MVA 15 % - Dagsoppgjør Sentrum Kasse 1 Z 7;;;;;;F;0.00',
        '',
      ].join('\r\n'),
    );
    expect(postings.reduce((sum, p) => sum + amountsOf(p).gross, 0)).toBe(0);
    expect(postings.reduce((sum, p) => sum + amountsOf(p).net, 0)).toBe(0);
  });
});
