import autocannon from 'autocannon';

export interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  authenticated?: boolean;
  /** Extra request headers, e.g. the Accept-Encoding a browser sends. */
  headers?: Record<string, string>;
}

export interface Measurement {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/** Runs autocannon against one endpoint; latencies are collected per response for exact percentiles. */
export async function measure(
  context: { base: string; token: string; connections: number; seconds: number },
  endpoint: Endpoint,
): Promise<Measurement> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...endpoint.headers };
  if (endpoint.authenticated !== false) headers.authorization = `Basic ${context.token}`;
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${context.base}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    body: endpoint.body,
    headers,
    connections: context.connections,
    duration: context.seconds,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name: endpoint.name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}
