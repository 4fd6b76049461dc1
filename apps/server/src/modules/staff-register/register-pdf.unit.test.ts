import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRegisterDay, StaffRegisterEntry, StaffShift } from '@bakrom/shared/schemas/staff-register';
import { renderStaffRegisterPdf, type StaffRegisterPdfInput } from './register-pdf';

/** Where page images of the PDFs are left for a person to look at (pdftoppm -r 60), as the reports' tests do. */
const PREVIEW_DIR = process.env.REPORT_PDF_PREVIEW_DIR;

let work: string;
let files = 0;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'bakrom-staff-register-pdf-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function written(body: Buffer): string {
  const file = path.join(work, `register-${++files}.pdf`);
  writeFileSync(file, body);
  if (PREVIEW_DIR) {
    mkdirSync(PREVIEW_DIR, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(PREVIEW_DIR, `staff-register-${files}`)]);
  }
  return file;
}

/** The text of a PDF as pdftotext -layout reads it, no-break spaces as spaces. */
const pdfToText = (body: Buffer) =>
  execFileSync('pdftotext', ['-layout', written(body), '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');

/** The page count pdfinfo reads. */
const pageCount = (body: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [written(body)], { encoding: 'utf8' }))?.[1]);

/** The line of the text that holds every one of the words, in order, as one line of a table. */
const lineWith = (text: string, ...words: string[]) =>
  text.split('\n').find((line) => {
    let from = 0;
    return words.every((word) => {
      const at = line.indexOf(word, from);
      if (at < 0) return false;
      from = at + word.length;
      return true;
    });
  });

/** The text with every run of white space (line breaks of a wrapped sentence among them) as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

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

const KARI = { userId: 'user-kari', employeeName: 'Kari Nordmann', identity: '150190*****' };
const PER = { userId: 'user-per', employeeName: 'Per Kristian Nordmann-Hansen Bakkeløkken av Øvre Sørbråten', identity: '' };

/**
 * Thursday 15 January 2026, winter time (UTC+1): Kari 08:00–16:30 (her clock-out at 17:45 corrected), Per
 * 11:00 (added in the back office) until 00:15 the next day, a double clocking of Per's struck out, and Kari
 * back at 23:30 without clocking out. 8,50 + 13,25 hours.
 */
const WINTER_DAY: StaffRegisterDay = {
  locationId: 'location-1',
  locationName: 'Demo Restaurant Lillestrøm',
  date: '2026-01-15',
  atWork: [{ userId: KARI.userId, employeeName: KARI.employeeName, since: '2026-01-15T22:30:00.000Z' }],
  shifts: [
    {
      ...KARI,
      clockIn: entry('IN', '2026-01-15T07:00:00.000Z'),
      clockOut: entry('OUT', '2026-01-15T15:30:00.000Z', {
        recordedTime: '2026-01-15T16:45:00.000Z',
        recordedAt: '2026-01-15T16:45:00.000Z',
        corrections: [
          {
            id: 'correction-1',
            time: '2026-01-15T15:30:00.000Z',
            reason: 'Glemte å stemple ut',
            recordedBy: 'Ola Leder',
            recordedAt: '2026-01-16T08:12:00.000Z',
          },
        ],
      }),
      hours: 8.5,
    },
    {
      ...PER,
      clockIn: entry('IN', '2026-01-15T10:00:00.000Z', {
        source: 'BACK_OFFICE',
        recordedBy: 'Ola Leder',
        recordedAt: '2026-01-15T12:05:00.000Z',
        reason: 'Glemte å stemple inn',
      }),
      clockOut: entry('OUT', '2026-01-15T23:15:00.000Z'),
      hours: 13.25,
    },
    {
      ...PER,
      clockIn: entry('IN', '2026-01-15T10:02:00.000Z', {
        struckOut: true,
        corrections: [
          { id: 'correction-2', time: null, reason: 'Dobbel stempling', recordedBy: 'Ola Leder', recordedAt: '2026-01-15T12:06:00.000Z' },
        ],
      }),
      clockOut: null,
      hours: null,
    },
    { ...KARI, clockIn: entry('IN', '2026-01-15T22:30:00.000Z'), clockOut: null, hours: null },
  ],
  totalHours: 21.75,
};

const input = (day: StaffRegisterDay): StaffRegisterPdfInput => ({
  companyName: 'Smørbukk & Sønn AS',
  organisationNumber: '987654321',
  day,
  printedAt: new Date('2026-01-16T09:30:00Z'),
  printedBy: 'Kari Leder',
});

describe('renderStaffRegisterPdf', () => {
  it('prints the business, the location, the date and who printed it when, in Oslo time', async () => {
    const body = await renderStaffRegisterPdf(input(WINTER_DAY));
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(body);
    expect(text).toContain('Personalliste');
    expect(text).toMatch(/Firma\s+Smørbukk & Sønn AS/);
    expect(text).toMatch(/Org\.nr\.\s+987654321/);
    expect(text).toMatch(/Avdeling\s+Demo Restaurant Lillestrøm/);
    expect(text).toMatch(/Dato\s+15\.01\.2026/);
    expect(text).toMatch(/Skrevet ut\s+16\.01\.2026 10:30 av Kari Leder/);
    expect(text).toContain('Side 1 av 1');
    expect(pageCount(body)).toBe(1);
  });

  it('has one row per shift with the times in force in Oslo time (UTC+1 in winter), open shifts and days crossed', async () => {
    const text = pdfToText(await renderStaffRegisterPdf(input(WINTER_DAY)));
    expect(lineWith(text, 'Navn', 'Fødselsnr./kode', 'Inn', 'Ut', 'Timer')).toBeDefined();
    // The corrected clock-out shows the time in force with its note number; the one recorded only below.
    expect(lineWith(text, 'Kari Nordmann', '150190*****', '08:00', '16:30 (1)', '8,50')).toBeDefined();
    // Added in the back office; clocked out after midnight: the date with the time. No identity: said so.
    expect(lineWith(text, 'Per Kristian', 'Ikke registrert', '11:00 (2)', '16.01 00:15', '13,25')).toBeDefined();
    // The struck-out double clocking stays, marked, without hours and without 'Ikke stemplet ut'.
    const struck = lineWith(text, 'Per Kristian', 'Ikke registrert', '11:02 strøket (3)');
    expect(struck).toBeDefined();
    expect(struck).not.toContain('Ikke stemplet ut');
    expect(lineWith(text, 'Kari Nordmann', '150190*****', '23:30', 'Ikke stemplet ut')).toBeDefined();
    // The long name wraps inside its column rather than running over the next one.
    expect(flat(text)).toContain('Bakkeløkken');
    expect(text.split('\n').find((line) => line.includes('Per Kristian'))).not.toContain('Øvre Sørbråten');
    // Who is at work now is the screen's, not the printout's.
    expect(text).not.toContain('På jobb');
  });

  it('lists every correction and addition with what was recorded, what it became, who, when and why; then the hours', async () => {
    const text = flat(pdfToText(await renderStaffRegisterPdf(input(WINTER_DAY))));
    expect(text).toContain('Korrigeringer');
    expect(text).toContain('(1) Kari Nordmann, Ut: registrert 17:45, endret til 16:30 av Ola Leder 16.01.2026 09:12: Glemte å stemple ut');
    expect(text).toContain(`(2) ${PER.employeeName}, Inn 11:00: lagt til av Ola Leder 15.01.2026 13:05: Glemte å stemple inn`);
    expect(text).toContain(`(3) ${PER.employeeName}, Inn: registrert 11:02, strøket av Ola Leder 15.01.2026 13:06: Dobbel stempling`);
    // The struck-out entry and the open shift count no hours: 8,50 + 13,25.
    expect(text).toContain('Sum timer: 21,75');
    expect(text.indexOf('Sum timer')).toBeGreaterThan(text.indexOf('(3) '));
  });

  it('shows summer time as UTC+2', async () => {
    const summer: StaffRegisterDay = {
      ...WINTER_DAY,
      date: '2026-07-01',
      shifts: [
        { ...KARI, clockIn: entry('IN', '2026-07-01T06:00:00.000Z'), clockOut: entry('OUT', '2026-07-01T14:15:00.000Z'), hours: 8.25 },
      ],
      totalHours: 8.25,
    };
    const text = pdfToText(await renderStaffRegisterPdf({ ...input(summer), printedAt: new Date('2026-07-01T20:00:00Z') }));
    expect(lineWith(text, 'Kari Nordmann', '08:00', '16:15', '8,25')).toBeDefined();
    expect(text).toMatch(/Skrevet ut\s+01\.07\.2026 22:00 av Kari Leder/);
    expect(text).not.toContain('Korrigeringer');
    expect(text).toContain('Sum timer: 8,25');
  });

  it('prints an empty day as such', async () => {
    const text = pdfToText(await renderStaffRegisterPdf(input({ ...WINTER_DAY, atWork: [], shifts: [], totalHours: 0 })));
    expect(text).toContain('Ingen registreringer denne dagen.');
    expect(text).not.toContain('Fødselsnr./kode');
    expect(text).toContain('Sum timer: 0,00');
  });

  it('runs a long day over several pages with the column headings repeated', async () => {
    const shifts: StaffShift[] = Array.from({ length: 60 }, (_, index) => {
      const start = Date.parse('2026-01-15T06:00:00.000Z') + index * 10 * 60_000;
      return {
        userId: `user-${index}`,
        employeeName: `Ansatt nummer ${index + 1}`,
        identity: `kode-${index + 1}`,
        clockIn: entry('IN', new Date(start).toISOString()),
        clockOut: entry('OUT', new Date(start + 4 * 3_600_000).toISOString()),
        hours: 4,
      };
    });
    const body = await renderStaffRegisterPdf(input({ ...WINTER_DAY, shifts, totalHours: 240 }));
    const pages = pageCount(body);
    expect(pages).toBeGreaterThan(1);
    const text = pdfToText(body);
    const texts = text.split('\f').filter((page) => page.trim());
    expect(texts).toHaveLength(pages);
    for (const page of texts) expect(lineWith(page, 'Navn', 'Fødselsnr./kode', 'Inn', 'Ut', 'Timer')).toBeDefined();
    expect(lineWith(text, 'Ansatt nummer 1 ', 'kode-1 ', '07:00', '11:00', '4,00')).toBeDefined();
    expect(lineWith(text, 'Ansatt nummer 60', 'kode-60', '16:50', '20:50', '4,00')).toBeDefined();
    expect(texts.at(-1)).toContain(`Side ${pages} av ${pages}`);
    expect(flat(text)).toContain('Sum timer: 240,00');
  });
});
