import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { StaffRegisterDay, StaffRegisterEntry } from '@bakrom/shared/schemas/staff-register';
import { renderCsv, renderXlsx } from '../reports/spreadsheet';
import { staffRegisterSheetTables } from './register-sheet';

let ids = 0;
function entry(action: 'IN' | 'OUT', time: string, overrides: Partial<StaffRegisterEntry> = {}): StaffRegisterEntry {
  return {
    id: `entry-${++ids}`,
    action,
    time,
    recordedTime: time,
    struckOut: false,
    source: 'TERMINAL',
    recordedBy: 'Kasse 1',
    recordedAt: time,
    reason: null,
    corrections: [],
    ...overrides,
  };
}

const correction = (time: string | null, reason: string) => ({
  id: `correction-${++ids}`,
  time,
  reason,
  recordedBy: 'Ola Leder',
  recordedAt: '2026-01-16T08:12:00.000Z',
});

const LOCATION = { locationId: 'location-1', locationName: 'Demo Restaurant Lillestrøm' };
const KARI = { userId: 'user-kari', employeeName: 'Kari Nordmann', identity: '150190*****' };
const PER = { userId: 'user-per', employeeName: 'Per Hansen', identity: 'K-0042' };
const ANNE = { userId: 'user-anne', employeeName: 'Anne Berg', identity: '' };

/** Two winter days (UTC+1). */
const DAYS: StaffRegisterDay[] = [
  {
    ...LOCATION,
    date: '2026-01-15',
    atWork: [],
    shifts: [
      {
        ...KARI,
        // Clocked out at 17:45, corrected to 16:30.
        clockIn: entry('IN', '2026-01-15T07:00:00.000Z'),
        clockOut: entry('OUT', '2026-01-15T15:30:00.000Z', {
          recordedTime: '2026-01-15T16:45:00.000Z',
          corrections: [correction('2026-01-15T15:30:00.000Z', 'Glemte å stemple ut')],
        }),
        hours: 8.5,
      },
      {
        ...PER,
        // Added in the back office at 11:00, then corrected to 10:30; clocked out after midnight.
        clockIn: entry('IN', '2026-01-15T09:30:00.000Z', {
          recordedTime: '2026-01-15T10:00:00.000Z',
          source: 'BACK_OFFICE',
          recordedBy: 'Ola Leder',
          reason: 'Glemte å stemple inn',
          corrections: [correction('2026-01-15T09:30:00.000Z', 'Feil klokkeslett')],
        }),
        clockOut: entry('OUT', '2026-01-15T23:15:00.000Z'),
        hours: 13.75,
      },
      {
        ...PER,
        clockIn: entry('IN', '2026-01-15T10:02:00.000Z', { struckOut: true, corrections: [correction(null, 'Dobbel stempling')] }),
        clockOut: null,
        hours: null,
      },
    ],
    totalHours: 22.25,
  },
  {
    ...LOCATION,
    date: '2026-01-16',
    atWork: [],
    shifts: [
      { ...KARI, clockIn: entry('IN', '2026-01-16T07:00:00.000Z'), clockOut: entry('OUT', '2026-01-16T11:00:00.000Z'), hours: 4 },
      { ...ANNE, clockIn: entry('IN', '2026-01-16T08:00:00.000Z'), clockOut: null, hours: null },
      { ...PER, clockIn: null, clockOut: entry('OUT', '2026-01-16T16:00:00.000Z'), hours: null },
    ],
    totalHours: 4,
  },
];

const LILLESTRØM = LOCATION.locationName;

/** A worksheet row's cells from column A (exceljs counts from 1). */
const cells = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

describe('staffRegisterSheetTables', () => {
  const [register, perEmployee] = staffRegisterSheetTables({ days: DAYS });

  it("'Personalliste': one row per shift of every day, times in Oslo, hours as numbers, corrections and their reasons", () => {
    expect(register!.title).toBe('Personalliste');
    expect(register!.columns.map((column) => column.header)).toEqual([
      'Dato',
      'Avdeling',
      'Navn',
      'Identitet',
      'Inn',
      'Ut',
      'Timer',
      'Korrigert',
      'Merknad',
    ]);
    expect(register!.rows).toEqual([
      ['15.01.2026', LILLESTRØM, 'Kari Nordmann', '150190*****', '08:00', '16:30', 850, 'Ja', 'Glemte å stemple ut'],
      ['15.01.2026', LILLESTRØM, 'Per Hansen', 'K-0042', '10:30', '16.01.2026 00:15', 1375, 'Ja', 'Glemte å stemple inn; Feil klokkeslett'],
      ['15.01.2026', LILLESTRØM, 'Per Hansen', 'K-0042', '11:02 strøket', '', '', 'Ja', 'Dobbel stempling'],
      ['16.01.2026', LILLESTRØM, 'Kari Nordmann', '150190*****', '08:00', '12:00', 400, 'Nei', ''],
      ['16.01.2026', LILLESTRØM, 'Anne Berg', 'Ikke registrert', '09:00', 'Ikke stemplet ut', '', 'Nei', ''],
      ['16.01.2026', LILLESTRØM, 'Per Hansen', 'K-0042', 'Ikke stemplet inn', '17:00', '', 'Nei', ''],
    ]);
  });

  it("'Timer per ansatt': shifts and hours of closed shifts by name (a struck-out entry is no shift), with the total", () => {
    expect(perEmployee!.title).toBe('Timer per ansatt');
    expect(perEmployee!.columns).toEqual([
      { header: 'Navn', kind: 'text' },
      { header: 'Identitet', kind: 'text' },
      { header: 'Vakter', kind: 'count' },
      { header: 'Timer', kind: 'amount' },
    ]);
    expect(perEmployee!.rows).toEqual([
      ['Anne Berg', 'Ikke registrert', 1, 0],
      ['Kari Nordmann', '150190*****', 2, 1250],
      ['Per Hansen', 'K-0042', 2, 1375],
      ['Totalt', '', 5, 2625],
    ]);
  });

  it('an empty period gives the headings and a zero total', () => {
    const [emptyRegister, emptyHours] = staffRegisterSheetTables({ days: [] });
    expect(emptyRegister!.rows).toEqual([]);
    expect(emptyHours!.rows).toEqual([['Totalt', '', 0, 0]]);
  });

  it('writes CSV with decimal commas, two decimals for hours', () => {
    const csv = renderCsv(staffRegisterSheetTables({ days: DAYS })).toString('utf8');
    const lines = csv.replace(/^\ufeff/, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'Personalliste',
      'Dato;Avdeling;Navn;Identitet;Inn;Ut;Timer;Korrigert;Merknad',
      `15.01.2026;${LILLESTRØM};Kari Nordmann;150190*****;08:00;16:30;8,50;Ja;Glemte å stemple ut`,
    ]);
    // The reasons are joined with '; ', so the field is quoted.
    expect(lines).toContain(
      `15.01.2026;${LILLESTRØM};Per Hansen;K-0042;10:30;16.01.2026 00:15;13,75;Ja;"Glemte å stemple inn; Feil klokkeslett"`,
    );
    expect(lines).toContain(`16.01.2026;${LILLESTRØM};Anne Berg;Ikke registrert;09:00;Ikke stemplet ut;;Nei;`);
    expect(lines).toContain('Timer per ansatt');
    expect(lines).toContain('Kari Nordmann;150190*****;2;12,50');
    expect(lines).toContain('Totalt;;5;26,25');
  });

  it('writes Excel with one sheet per table, hours as numbers with two decimals', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderXlsx(staffRegisterSheetTables({ days: DAYS }), 'Personalliste')) as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Personalliste', 'Timer per ansatt']);
    const sheet = book.getWorksheet('Personalliste')!;
    expect(cells(sheet.getRow(1))).toEqual(['Dato', 'Avdeling', 'Navn', 'Identitet', 'Inn', 'Ut', 'Timer', 'Korrigert', 'Merknad']);
    expect(cells(sheet.getRow(3))).toEqual([
      '15.01.2026',
      LILLESTRØM,
      'Per Hansen',
      'K-0042',
      '10:30',
      '16.01.2026 00:15',
      13.75,
      'Ja',
      'Glemte å stemple inn; Feil klokkeslett',
    ]);
    expect(sheet.getCell('G2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('G2').value).toBe(8.5);
    expect(sheet.getCell('G2').numFmt).toBe('#,##0.00');
    const hours = book.getWorksheet('Timer per ansatt')!;
    expect(cells(hours.getRow(3))).toEqual(['Kari Nordmann', '150190*****', 2, 12.5]);
    expect(hours.getCell('C3').type).toBe(ExcelJS.ValueType.Number);
    expect(cells(hours.getRow(5))).toEqual(['Totalt', '', 5, 26.25]);
    expect(hours.getRow(5).font?.bold).toBe(true);
  });
});
