import autocannon from 'autocannon';

/** Whose session a request carries: the demo merchant's admin or the large menu's. */
export type Login = 'demo' | 'large-menu';

export interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  authenticated?: boolean;
  login?: Login;
  /** The p95 an issue asks for at the scale (20 connections, PostgreSQL), shown beside the figure. */
  budgetP95Ms?: number;
  /** Extra request headers, e.g. the Accept-Encoding a browser sends. */
  headers?: Record<string, string>;
  /** Concurrent connections for this endpoint, when its workload is not the run's (one person's report). */
  connections?: number;
}

export interface Measurement {
  name: string;
  budgetP95Ms?: number;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

/** The p-th percentile (nearest rank) of ascending values, to two decimals; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/** p50, p95 and p99 of latencies in milliseconds, in any order. */
export function latencyPercentiles(latencies: number[]): Pick<Measurement, 'p50' | 'p95' | 'p99'> {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/**
 * autocannon appends every body chunk to a string (`req.body += chunk`), decoding it as UTF-8. For
 * answers of hundreds of kilobytes that costs the load generator more CPU than the server spends,
 * on the same two cores, and the figures would measure the client. Bodies are not compared here
 * (the byte count still is), so each client drops them; the answers are checked before measuring.
 */
function discardBodies(client: autocannon.Client): void {
  (client as unknown as { pipelinedRequests: { addBody(data: unknown): void } }).pipelinedRequests.addBody = () => {};
}

/** One request before the run: the endpoint must answer 2xx, and a compressed answer must decompress. */
async function checkAnswer(base: string, endpoint: Endpoint, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${base}${endpoint.path}`, { method: endpoint.method ?? 'GET', body: endpoint.body, headers });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${endpoint.name} answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 200)}`);
}

/** Runs autocannon against one endpoint; latencies are collected per response for exact percentiles. */
export async function measure(
  context: { base: string; tokens: Record<Login, string>; connections: number; seconds: number },
  endpoint: Endpoint,
): Promise<Measurement> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...endpoint.headers };
  if (endpoint.authenticated !== false) headers.authorization = `Basic ${context.tokens[endpoint.login ?? 'demo']}`;
  await checkAnswer(context.base, endpoint, headers);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options: autocannon.Options = {
      url: `${context.base}${endpoint.path}`,
      method: endpoint.method ?? 'GET',
      body: endpoint.body,
      headers,
      connections: endpoint.connections ?? context.connections,
      duration: context.seconds,
      setupClient: discardBodies,
    };
    const instance = autocannon(options, (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    name: endpoint.name,
    budgetP95Ms: endpoint.budgetP95Ms,
    ...latencyPercentiles(latencies),
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}
