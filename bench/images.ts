/**
 * Logins while images upload (issue 30, finding 3): image decoding shares Node's thread pool with
 * argon2's password hashing. First logins one after another on an idle server, then the same while
 * BENCH_IMAGE_UPLOADS (8) uploads of the largest picture accepted (a 5000 × 5000 PNG, 25 megapixels, a
 * small file that decodes to 100 MB of pixels) are sent together; each login timed from its request to
 * its answer. Also how long the uploads took, how many were refused, and how much the server's resident
 * memory grew (VmRSS sampled every 50 ms).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { latencyPercentiles } from './measure';

export interface ImageLoginResult {
  uploads: number;
  uploadStatuses: Record<number, number>;
  uploadSeconds: number;
  idle: LoginFigures;
  whileUploading: LoginFigures;
  rssBeforeMb: number;
  rssPeakGrowthMb: number;
}

interface LoginFigures {
  logins: number;
  p50: number;
  p95: number;
  max: number;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

async function timedLogin(base: string, username: string, password: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/public/backoffice_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { result?: string };
  if (body.result !== 'SUCCEEDED') throw new Error(`a login during the image bench answered ${response.status}`);
  return performance.now() - started;
}

function figures(latencies: number[]): LoginFigures {
  const { p50, p95 } = latencyPercentiles(latencies);
  return { logins: latencies.length, p50, p95, max: Math.round(Math.max(0, ...latencies) * 100) / 100 };
}

async function upload(base: string, token: string, picture: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'stor.png');
  const response = await fetch(`${base}/api/media/uploadImageFile`, {
    method: 'POST',
    headers: { authorization: `Basic ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

export async function measureLoginsWhileUploading(options: {
  base: string;
  token: string;
  username: string;
  password: string;
  serverPid: number;
  uploads?: number;
}): Promise<ImageLoginResult> {
  const uploads = options.uploads ?? 8;
  const picture = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  const login = () => timedLogin(options.base, options.username, options.password);

  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push(await login());

  const rssBefore = rssMb(options.serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(options.serverPid));
  }, 50);
  const started = performance.now();
  let uploading = true;
  const sending = Promise.all(Array.from({ length: uploads }, () => upload(options.base, options.token, picture))).finally(() => {
    uploading = false;
  });
  const during: number[] = [];
  try {
    // At least five logins, and logins for as long as the uploads take.
    while (uploading || during.length < 5) during.push(await login());
  } finally {
    clearInterval(sampler);
  }
  const statuses = await sending;
  const uploadSeconds = (performance.now() - started) / 1000;
  const uploadStatuses: Record<number, number> = {};
  for (const status of statuses) uploadStatuses[status] = (uploadStatuses[status] ?? 0) + 1;
  return {
    uploads,
    uploadStatuses,
    uploadSeconds,
    idle: figures(idle),
    whileUploading: figures(during),
    rssBeforeMb: rssBefore,
    rssPeakGrowthMb: rssPeak - rssBefore,
  };
}

export function printLoginsWhileUploading(result: ImageLoginResult): void {
  console.log(`\nlogins while ${result.uploads} uploads of a 5000 × 5000 PNG (25 megapixels) are sent together`);
  const row = (name: string, login: LoginFigures) => ({
    logins: name,
    count: login.logins,
    'p50 ms': login.p50,
    'p95 ms': login.p95,
    'max ms': login.max,
  });
  console.table([row('idle server', result.idle), row('while the images upload', result.whileUploading)]);
  console.table([
    {
      uploads: result.uploads,
      answers: Object.entries(result.uploadStatuses)
        .map(([status, count]) => `${status} × ${count}`)
        .join(', '),
      'all done in s': result.uploadSeconds.toFixed(1),
      'RSS before MB': Math.round(result.rssBeforeMb),
      'RSS peak growth MB': result.rssPeakGrowthMb.toFixed(1),
    },
  ]);
}
