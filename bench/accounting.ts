import { readFileSync } from 'node:fs';
import { addDays, osloDateOf } from '@bakrom/shared/business-day';

/**
 * The accounting export of a year of the demo merchant over HTTP (issue 31), as GBAT10: the first export numbers
 * and stores the year's vouchers (month by month) and then streams the file; the second streams the stored
 * vouchers only; then the same stored vouchers as CSV and as Excel (built whole in the server, not streamed). For
 * each: vouchers and postings per second (GBAT10), the first byte, and how much the server process's memory grows
 * while it works (its VmRSS sampled every 50 ms; the budget is 100 MB).
 */

export interface AccountingExportResult {
  run: 'first (numbers and stores)' | 'again (stored)' | 'CSV (stored)' | 'Excel (stored)';
  format: 'gbat10' | 'csv' | 'xlsx';
  fromDate: string;
  toDate: string;
  vouchers: number;
  postings: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  rssBeforeMb: number;
  rssPeakGrowthMb: number;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

async function exportOnce(
  options: { base: string; token: string; serverPid: number; fromDate: string; toDate: string },
  run: AccountingExportResult['run'],
  format: AccountingExportResult['format'] = 'gbat10',
): Promise<AccountingExportResult> {
  const rssBefore = rssMb(options.serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(options.serverPid));
  }, 50);
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let postings = 0;
  const numbers = new Set<string>();
  try {
    const url = `${options.base}/api/accounting/exportVouchers?fromDate=${options.fromDate}&toDate=${options.toDate}&format=${format}`;
    const response = await fetch(url, { headers: { authorization: `Basic ${options.token}` } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    let tail = '';
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      if (format !== 'gbat10') continue;
      const lines = (tail + decoder.decode(chunk, { stream: true })).split('\r\n');
      tail = lines.pop() ?? '';
      for (const line of lines) {
        postings += 1;
        numbers.add(line.split(';', 2)[1]!);
      }
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    run,
    format,
    fromDate: options.fromDate,
    toDate: options.toDate,
    vouchers: numbers.size,
    postings,
    bytes,
    seconds: (performance.now() - started) / 1000,
    firstByteMs,
    rssBeforeMb: rssBefore,
    rssPeakGrowthMb: rssPeak - rssBefore,
  };
}

export async function measureAccountingExport(options: {
  base: string;
  token: string;
  serverPid: number;
  days?: number;
}): Promise<AccountingExportResult[]> {
  const toDate = addDays(osloDateOf(new Date()), -1);
  const fromDate = addDays(toDate, -((options.days ?? 365) - 1));
  const period = { ...options, fromDate, toDate };
  return [
    await exportOnce(period, 'first (numbers and stores)'),
    await exportOnce(period, 'again (stored)'),
    await exportOnce(period, 'CSV (stored)', 'csv'),
    await exportOnce(period, 'Excel (stored)', 'xlsx'),
  ];
}

export function printAccountingExport(results: readonly AccountingExportResult[]): void {
  const [first] = results;
  console.log(`\nAccounting export of the demo merchant, ${first?.fromDate} – ${first?.toDate} (all locations)`);
  const gbat10 = (result: AccountingExportResult, value: number) => (result.format === 'gbat10' ? value : '');
  console.table(
    results.map((result) => ({
      run: result.run,
      vouchers: gbat10(result, result.vouchers),
      postings: gbat10(result, result.postings),
      'file MB': (result.bytes / 1024 / 1024).toFixed(1),
      seconds: result.seconds.toFixed(1),
      'vouchers/s': gbat10(result, Math.round(result.vouchers / result.seconds)),
      'postings/s': gbat10(result, Math.round(result.postings / result.seconds)),
      'first byte ms': Math.round(result.firstByteMs),
      'RSS before MB': Math.round(result.rssBeforeMb),
      'RSS peak growth MB': `${result.rssPeakGrowthMb.toFixed(1)} ${result.rssPeakGrowthMb < 100 ? '(< 100 MB met)' : 'MISSED'}`,
    })),
  );
}
