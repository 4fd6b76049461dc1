import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a database says of its connections: node-postgres's pool, or PGlite's one connection. */
export interface PoolStats {
  /** Connections open (in use and idle). */
  total: number;
  /** Open connections waiting for a query; undefined where the driver does not tell (PGlite). */
  idle?: number;
  /** Queries waiting for a connection; undefined where the driver does not tell (PGlite). */
  waiting?: number;
}

/** Figures read from the database at each scrape: the same on every instance of one database. */
export interface DatabaseFigures {
  refunds: { state: string; kind: string; count: number }[];
  journalAppends: number;
}

export type SettlementKind = 'manual' | 'automatic';
export type SettlementOutcome = 'ok' | 'refused' | 'failed';

/** The route label of a request no route answered: never the raw URL, whose ids would make a series each. */
export const UNMATCHED_ROUTE = 'unmatched';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SETTLEMENT_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * The instance's Prometheus metrics in a registry of its own (one per `buildApp`, never prom-client's
 * global one, so that apps built side by side in tests count apart). `docs/operations.md` lists them.
 */
export function createMetrics(options: { poolStats?: () => PoolStats; databaseKind?: string; processMetrics?: boolean } = {}) {
  const registry = new Registry();
  const registers = [registry];
  // Node's own (CPU, memory, event loop, garbage collection): only where /metrics is on, since each set watches the process.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'bakrom_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'bakrom_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const httpErrors = new Counter({
    name: 'bakrom_http_error_answers_total',
    help: 'Error answers (status 400 and above), by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const liveStreams = new Gauge({
    name: 'bakrom_live_streams_open',
    help: 'Live event streams (/api/live/events) open on this instance.',
    registers,
  });
  const settlementRuns = new Counter({
    name: 'bakrom_settlement_runs_total',
    help: 'Settlement runs: manual Z-reports through the API and automatic end-of-day runs per merchant, by outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const settlementDuration = new Histogram({
    name: 'bakrom_settlement_duration_seconds',
    help: 'Duration of a settlement run (a manual Z-report request, an automatic run of one merchant).',
    labelNames: ['kind'] as const,
    buckets: SETTLEMENT_BUCKETS,
    registers,
  });
  const poolStats = options.poolStats;
  new Gauge({
    name: 'bakrom_db_pool_connections',
    help: 'Database connections of this instance: total and idle, and queries waiting for one (idle and waiting only on PostgreSQL).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const stats = poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
      if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'bakrom_db_info',
    help: 'The database this instance runs on (kind: pglite or postgres), always 1.',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.reset();
      if (options.databaseKind) this.set({ kind: options.databaseKind }, 1);
    },
  });
  const refunds = new Gauge({
    name: 'bakrom_refunds',
    help: 'Refunds in the database by state (PENDING, SUCCEEDED, FAILED) and kind (REFUND, CANCELLATION); the same on every instance.',
    labelNames: ['state', 'kind'] as const,
    registers,
  });
  const journalAppends = new Counter({
    name: 'bakrom_journal_appends_total',
    help: 'Entries appended to the electronic journal, all merchants; read from the database, the same on every instance.',
    registers,
  });

  const databaseUp = new Gauge({
    name: 'bakrom_db_up',
    help: 'Whether the database answered the figures of the last scrape (1) or not (0).',
    registers,
  });

  return {
    registry,
    /** One answered request: `route` is the route pattern (`/api/order/getOrder`, `/*`), or UNMATCHED_ROUTE. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ method, route }, seconds);
      if (status >= 400) httpErrors.inc({ method, route, status: String(status) });
    },
    liveStreams: {
      opened: () => liveStreams.inc(),
      ended: () => liveStreams.dec(),
    },
    observeSettlement(kind: SettlementKind, outcome: SettlementOutcome, seconds: number) {
      settlementRuns.inc({ kind, outcome });
      settlementDuration.observe({ kind }, seconds);
    },
    /** Sets the figures read from the database just before an answer; undefined when it did not answer. */
    setDatabaseFigures(figures: DatabaseFigures | undefined) {
      databaseUp.set(figures ? 1 : 0);
      if (!figures) return;
      refunds.reset();
      for (const row of figures.refunds) refunds.set({ state: row.state, kind: row.kind }, row.count);
      journalAppends.reset();
      journalAppends.inc(figures.journalAppends);
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
