import { readFileSync } from 'node:fs';
import { addDays, osloDateOf } from '@bakrom/shared/business-day';
import { percentile } from './measure';

/**
 * The SAF-T Cash Register export of a year of the demo merchant over HTTP (issue 18): how fast the file
 * streams (transactions per second), how soon its first byte comes, how much the server process's memory
 * grows while it writes (its VmRSS sampled every 50 ms), and how quickly other requests (GET /api/ping, one
 * after the other) are answered meanwhile.
 */

export interface SaftExportResult {
  fromDate: string;
  toDate: string;
  transactions: number;
  bytes: number;
  seconds: number;
  transactionsPerSecond: number;
  firstByteMs: number;
  rssBeforeMb: number;
  rssPeakGrowthMb: number;
  pings: number;
  pingP95Ms: number;
  pingMaxMs: number;
}

/** The server's resident memory in MB, from /proc/<pid>/status. */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

export async function measureSaftExport(options: {
  base: string;
  token: string;
  serverPid: number;
  days?: number;
}): Promise<SaftExportResult> {
  const toDate = osloDateOf(new Date());
  const fromDate = addDays(toDate, -((options.days ?? 365) - 1));
  const rssBefore = rssMb(options.serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(options.serverPid));
  }, 50);

  let exporting = true;
  const pingTimes: number[] = [];
  const pinger = (async () => {
    while (exporting) {
      const started = performance.now();
      const response = await fetch(`${options.base}/api/ping`);
      await response.arrayBuffer();
      pingTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let transactions = 0;
  try {
    const response = await fetch(`${options.base}/api/report/exportSaftCashRegister?fromDate=${fromDate}&toDate=${toDate}`, {
      headers: { authorization: `Basic ${options.token}` },
    });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    let tail = '';
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      const text = tail + decoder.decode(chunk, { stream: true });
      transactions += text.split('<cashtransaction>').length - 1;
      // A tag split between two chunks is counted in the next one.
      tail = text.slice(-('<cashtransaction>'.length - 1));
    }
  } finally {
    exporting = false;
    clearInterval(sampler);
    await pinger;
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...pingTimes].sort((a, b) => a - b);
  return {
    fromDate,
    toDate,
    transactions,
    bytes,
    seconds,
    transactionsPerSecond: transactions / seconds,
    firstByteMs,
    rssBeforeMb: rssBefore,
    rssPeakGrowthMb: rssPeak - rssBefore,
    pings: sorted.length,
    pingP95Ms: percentile(sorted, 95),
    pingMaxMs: sorted[sorted.length - 1] ?? 0,
  };
}

export function printSaftExport(result: SaftExportResult): void {
  console.log(`\nSAF-T Cash Register export of the demo merchant, ${result.fromDate} – ${result.toDate} (all locations)`);
  console.table([
    {
      transactions: result.transactions,
      'file MB': (result.bytes / 1024 / 1024).toFixed(1),
      seconds: result.seconds.toFixed(1),
      'transactions/s': Math.round(result.transactionsPerSecond),
      'first byte ms': Math.round(result.firstByteMs),
      'RSS before MB': Math.round(result.rssBeforeMb),
      'RSS peak growth MB': `${result.rssPeakGrowthMb.toFixed(1)} ${result.rssPeakGrowthMb < 100 ? '(< 100 MB met)' : 'MISSED'}`,
      'ping p95 ms (during)': result.pingP95Ms.toFixed(1),
      'ping max ms': result.pingMaxMs.toFixed(1),
      pings: result.pings,
    },
  ]);
}
