import { describe, expect, it } from 'vitest';
import { clip, compactId, element, escapeXml, percentText, standardVatCode, transactionVat, type SaftTransaction } from './export-writer';

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

  it("takes a manual discount's VAT off the rate that carries most of the sale", () => {
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
    expect(transactionVat(transaction)).toEqual([
      { rate: 15, vat: 1_500, base: 10_000 },
      { rate: 25, vat: 3_370, base: 13_480 },
    ]);
  });
});
