import { describe, expect, it } from 'vitest';
import {
  clip,
  compactId,
  element,
  escapeXml,
  eventReportXml,
  percentText,
  reportPaymentRows,
  salesPerArticleGroup,
  standardVatCode,
  transactionVat,
  type SaftCounters,
  type SaftTransaction,
} from './export-writer';
import { countersOf } from './export-service';

describe('the SAF-T writer', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`Fish & Chips <"Stor"> 'ekstra'`)).toBe('Fish &amp; Chips &lt;&quot;Stor&quot;&gt; &apos;ekstra&apos;');
    expect(element('artDesc', 'Brus & is')).toBe('<artDesc>Brus &amp; is</artDesc>');
  });

  it('replaces what XML 1.0 cannot carry, keeping tab, line feed, carriage return and Norwegian letters', () => {
    expect(escapeXml('a\u0000b\u0007c\u001Fd\uFFFEe')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe');
    expect(escapeXml('\uD800 alene')).toBe('\uFFFD alene');
    expect(escapeXml('Blåbær\tsyltetøy\r\nÆØÅ 🍕')).toBe('Blåbær\tsyltetøy\r\nÆØÅ 🍕');
  });

  it('writes nothing for an absent value and a value for 0 and false', () => {
    expect(element('empID', null)).toBe('');
    expect(element('empID', undefined)).toBe('');
    expect(element('qnt', 0)).toBe('<qnt>0</qnt>');
    expect(element('voidTransaction', false)).toBe('<voidTransaction>false</voidTransaction>');
  });

  it('cuts text to the schema length by whole characters, and ids to 32 hex digits', () => {
    expect(clip('🍕🍕🍕', 2)).toBe('🍕🍕');
    expect(clip('kort', 35)).toBe('kort');
    expect(compactId('019a0000-0000-7000-8000-000000000001')).toBe('019a0000000070008000000000000001');
  });

  it('maps the VAT rates to the standard codes and writes percentages as decimals', () => {
    expect([25, 15, 12, 11.11, 0].map(standardVatCode)).toEqual(['3', '31', '33', '32', '5']);
    expect([25, 15, 11.11, 12.5].map(percentText)).toEqual(['25.00', '15.00', '11.11', '12.50']);
  });

  it('spreads a manual discount and its VAT over the lines as the X and Z do (largest remainder)', () => {
    const line = (amountIn: number, vatAmount: number, vatRate: number) => ({
      artId: null,
      artGroupId: null,
      description: '',
      quantity: 1,
      amountIn,
      vatAmount,
      vatRate,
      discount: 0,
    });
    const transaction = {
      lines: [line(20_000, 4_000, 25), line(11_500, 1_500, 15)],
      manualDiscount: 3_150,
      manualDiscountVat: 630,
    } as SaftTransaction;
    // 3,150 by the lines' amounts: 2,000 + 1,150; VAT 630 by the lines' VAT: 458 + 172 (the larger remainder).
    expect(transactionVat(transaction)).toEqual([
      { rate: 15, vat: 1_328, base: 9_022 },
      { rate: 25, vat: 3_542, base: 14_458 },
    ]);
  });

  describe('the eventReport of a Z-report', () => {
    const stored = {
      categories: [
        { id: 'c-beer', name: 'Øl og vin', itemType: 'DRINK_ALCOHOL', vatRate: 25, count: 3, vatAmount: 6_000, amountWithVat: 30_000 },
        { id: null, name: 'Slettet', itemType: 'DRINK', vatRate: 25, count: 1, vatAmount: 600, amountWithVat: 3_000 },
        { id: 'c-pizza', name: 'Pizza', itemType: 'DISH', vatRate: 15, count: 2, vatAmount: 3_000, amountWithVat: 23_000 },
      ],
      cashCount: 1,
      cashPaymentsTotalAmount: 20_000,
      cardCount: 2,
      cardPaymentsTotalAmount: 36_000,
      totalSalesAmount: 56_000,
      paymentLines: [
        { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 20_000, amountWithVat: 20_000, vatAmount: 4_000 },
        { paymentType: 'BANK_AXEPT', saftCode: '12002', count: 1, amount: 21_000, amountWithVat: 21_000, vatAmount: 4_200 },
        { paymentType: 'CARD', saftCode: '12003', count: 1, amount: 10_000, amountWithVat: 10_000, vatAmount: 2_000 },
        { paymentType: 'BONUS_POINTS', saftCode: '12007', count: 1, amount: 5_000, amountWithVat: 5_000, vatAmount: 1_000 },
      ],
      operators: [{ name: 'Ola', count: 2, amount: 56_000 }],
      openingChangeFloat: 150_000,
      proFormaReceiptsCount: 2,
      proFormaReceiptsTotalAmount: 4_500,
      lineCorrectionsCount: 3,
      lineCorrectionsTotalAmount: 1_200,
      priceLookupsCount: 4,
      otherCorrectionsCount: 0,
      otherCorrectionsTotalAmount: 0,
      deliveryReceiptsCount: 1,
      deliveryReceiptsTotalAmount: 9_900,
      trainingReceiptsCount: 5,
      trainingReceiptsTotalAmount: 12_300,
      grandTotalSales: 1_000_000,
      grandTotalRefund: 10_000,
    };
    const groups = new Map([
      ['c-beer', '04007'],
      ['c-pizza', '04006'],
    ]);
    const xml = (counters: SaftCounters) =>
      eventReportXml(
        { eventId: 'Z7', eventCode: 13009, transId: null, empId: null, date: '2026-11-25', time: '23:00:00', text: '', report: null },
        {
          reportId: '7',
          type: 'Z report',
          counters,
          artGroups: salesPerArticleGroup(counters, (id) => groups.get(id)),
          employees: {
            groups: [],
            artGroups: [{ empId: 'S1', groupId: '04007', units: 3, amount: 30_000 }],
            payments: [{ empId: 'S1', type: 'BANK_AXEPT', count: 1, amount: 21_000 }],
          },
        },
        { organisationNumber: '999999999', name: 'Selskapet AS', street: '', zipCode: '', city: '' },
        'POS-MAJ-1',
      );

    it('counts the categories in their article groups, a deleted one in its item type’s', () => {
      expect(salesPerArticleGroup(countersOf(stored), (id) => groups.get(id))).toEqual([
        { groupId: '04006', units: 2, amount: 23_000 },
        { groupId: '04007', units: 3, amount: 30_000 },
        { groupId: '04011', units: 1, amount: 3_000 },
      ]);
      // A category line of the counters that carries its own group is counted there.
      const own = { categories: [{ ...stored.categories[0]!, articleGroup: '04008' }] };
      expect(salesPerArticleGroup(countersOf(own), (id) => groups.get(id)).map((row) => row.groupId)).toEqual(['04008']);
    });

    it("writes one payment row per payment type of the counters' payment lines, bonus points as POINTS", () => {
      expect(reportPaymentRows(countersOf(stored))).toEqual([
        { type: 'CASH', count: 1, amount: 20_000 },
        { type: 'BANKAXEPT', count: 1, amount: 21_000 },
        { type: 'CARD', count: 1, amount: 10_000 },
        { type: 'POINTS', count: 1, amount: 5_000 },
      ]);
      // A report stored before the payment lines: its payment groups.
      const { paymentLines: _lines, ...older } = stored;
      expect(reportPaymentRows(countersOf(older))).toEqual([
        { type: 'CASH', count: 1, amount: 20_000 },
        { type: 'CARDS', count: 2, amount: 36_000 },
      ]);
    });

    it('maps the § 2-8-2 counts of the terminal events, the total sales and the per-employee blocks', () => {
      const report = xml(countersOf(stored));
      const has = (fragment: string) => expect(report).toContain(fragment);
      has('<reportID>7</reportID>');
      has('<registerID>POS-MAJ-1</registerID>');
      has('<totalCashSaleAmnt>560.00</totalCashSaleAmnt>');
      has('<reportEmpArtGroups><reportEmpArtGroup><empID>S1</empID><artGroupID>04007</artGroupID><artGroupNum>3</artGroupNum>');
      has('<reportEmpPayments><reportEmpPayment><empID>S1</empID><paymentType>BANKAXEPT</paymentType><paymentNum>1</paymentNum>');
      has('<reportOpeningChangeFloat>1500.00</reportOpeningChangeFloat>');
      has('<reportReceiptProformaNum>2</reportReceiptProformaNum><reportReceiptProformaAmnt>45.00</reportReceiptProformaAmnt>');
      has('<reportCorrLine><corrLineType>Linjekorreksjon</corrLineType><corrLineNum>3</corrLineNum><corrLineAmnt>12.00</corrLineAmnt>');
      has('<reportPriceInquiry><priceInquiryGroup>Alle</priceInquiryGroup><priceInquiryNum>4</priceInquiryNum>');
      has('<reportOtherCorr><otherCorrType>None</otherCorrType><otherCorrNum>0</otherCorrNum>');
      has('<reportReceiptDeliveryNum>1</reportReceiptDeliveryNum><reportReceiptDeliveryAmnt>99.00</reportReceiptDeliveryAmnt>');
      has('<reportTrainingNum>5</reportTrainingNum><reportTrainingAmnt>123.00</reportTrainingAmnt>');
      has('<reportCreditSales><creditSalesNum>0</creditSalesNum><creditSalesAmnt>0.00</creditSalesAmnt></reportCreditSales>');
      has('<reportPayOuts><reportPayOut><payOutType>None</payOutType>');
      has('<reportGrandTotalSalesNet>9900.00</reportGrandTotalSalesNet>');
    });
  });
});
