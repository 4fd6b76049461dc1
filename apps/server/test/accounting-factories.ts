import { expect } from 'vitest';
import { defaultAccountMapping, type AccountMapping, type VoucherPreviewResponse } from '@bakrom/shared/schemas/accounting';
import type { App } from '../src/app';
import { terminalAuth, type TerminalWithKey } from './channel-factories';
import { auth } from './factories';
import type { Shop } from './channel-order-factories';

/** The accounting export's test data: sales through the channel API, Z-reports, a mapping saved, vouchers read. */

export const SHOP_RATES = { dineIn: 25, takeOut: 15, delivery: 12 };

/** The shop's default mapping (buildShop's rates) with changes. */
export function mappingWith(changes: Partial<AccountMapping> = {}): AccountMapping {
  return { ...defaultAccountMapping(SHOP_RATES), ...changes };
}

let reference = 0;

/** A paid sale at a terminal: the items with their counts, tips and payments (each type pays an equal share). */
export async function sellAt(
  app: App,
  shop: Shop,
  terminal: TerminalWithKey,
  sale: {
    orderType?: 'DINE_IN' | 'PICKUP';
    lines: { item: keyof Shop['items']; count: number }[];
    tips?: number;
    total: number;
    payments?: ('CASH' | 'BANK_AXEPT' | 'CARD' | 'VIPPS')[];
  },
): Promise<string> {
  reference += 1;
  const due = sale.total + (sale.tips ?? 0);
  const types = sale.payments ?? ['CASH'];
  const share = Math.floor(due / types.length);
  const payments = types.map((type, index) => ({
    type,
    amount: index === types.length - 1 ? due - share * (types.length - 1) : share,
    ...(type === 'CARD' ? { cardType: 'VISA' } : {}),
  }));
  const response = await app.inject({
    method: 'POST',
    url: '/api/channel/orders',
    headers: terminalAuth(terminal.key),
    payload: {
      channelReference: `acc-${reference}`,
      orderType: sale.orderType ?? 'PICKUP',
      lines: sale.lines.map((line) => ({ itemId: shop.items[line.item].id, count: line.count })),
      tipsAmount: sale.tips ?? 0,
      payments,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

export async function takeZReport(app: App, token: string, locationId: string, terminal: TerminalWithKey): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/report/createZReport?locationId=${locationId}&terminalId=${terminal.terminalId}`,
    headers: auth(token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function saveMapping(app: App, token: string, mapping: AccountMapping): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/api/accounting/saveAccountMapping', headers: auth(token), payload: mapping });
  expect(response.statusCode, response.body).toBe(200);
}

export async function previewOf(
  app: App,
  token: string,
  fromDate: string,
  toDate: string,
  locationId = '',
): Promise<VoucherPreviewResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/accounting/getVoucherPreview?fromDate=${fromDate}&toDate=${toDate}&locationId=${locationId}`,
    headers: auth(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VoucherPreviewResponse;
}

export async function exportOf(app: App, token: string, fromDate: string, toDate: string, format = 'gbat10', locationId = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/accounting/exportVouchers?fromDate=${fromDate}&toDate=${toDate}&format=${format}&locationId=${locationId}`,
    headers: auth(token),
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

/** One GBAT10 line read back column by column. */
export interface Gbat10Row {
  number: number;
  date: string;
  voucherType: number;
  period: number;
  year: number;
  account: string;
  vatCode: string;
  net: number;
  description: string;
  grossFlag: string;
  gross: number;
}

const amountOre = (text: string) => {
  expect(text, 'an amount with two decimals and a point').toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(text) * 100);
};

/** Parses a GBAT10 file, checking every column's form, and that the net and the gross amounts of each voucher sum to 0. */
export function parseGbat10(text: string): Gbat10Row[] {
  expect(text.endsWith('\r\n') || text === '').toBe(true);
  const rows = text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const fields = line.split(';');
      expect(fields, line).toHaveLength(28);
      expect(fields[0]).toBe('GBAT10');
      expect(fields[1]).toMatch(/^\d{1,8}$/);
      expect(fields[2]).toMatch(/^\d{8}$/);
      expect(fields[3]).toMatch(/^\d{1,3}$/);
      expect(fields[6]).toMatch(/^\d{4}$/);
      expect(['T', 'F']).toContain(fields[26]);
      for (const index of [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25])
        expect(fields[index], `column ${index}`).toBe('');
      const date = `${fields[2]!.slice(0, 4)}-${fields[2]!.slice(4, 6)}-${fields[2]!.slice(6, 8)}`;
      expect(Number(fields[4])).toBe(Number(date.slice(5, 7)));
      expect(fields[5]).toBe(date.slice(0, 4));
      return {
        number: Number(fields[1]),
        date,
        voucherType: Number(fields[3]),
        period: Number(fields[4]),
        year: Number(fields[5]),
        account: fields[6]!,
        vatCode: fields[7]!,
        net: amountOre(fields[8]!),
        description: fields[20]!,
        grossFlag: fields[26]!,
        gross: amountOre(fields[27]!),
      };
    });
  const byVoucher = new Map<number, Gbat10Row[]>();
  for (const row of rows) byVoucher.set(row.number, [...(byVoucher.get(row.number) ?? []), row]);
  for (const [number, lines] of byVoucher) {
    expect(
      lines.reduce((sum, row) => sum + row.net, 0),
      `voucher ${number}: net amounts`,
    ).toBe(0);
    expect(
      lines.reduce((sum, row) => sum + row.gross, 0),
      `voucher ${number}: gross amounts`,
    ).toBe(0);
  }
  return rows;
}
