import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JournalSealer } from '../journal/service';
import { goodsTypeReportRoutes } from './goods-type-report-routes';
import { periodReportRoutes } from './period-report-routes';
import { reportDownloadRoutes } from './report-download-routes';
import { salesAnalyticsRoutes } from './sales-analytics-routes';
import { settlementRoutes } from './settlement-routes';

/** Reports (spec part 1 §2 report screens, §7 Reports): X and Z and settlement, the period reports, their downloads. */
export function reportRoutes(db: Db, clock: Clock, sealer: JournalSealer): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(settlementRoutes(db, clock, sealer));
    await app.register(periodReportRoutes(db, clock));
    await app.register(goodsTypeReportRoutes(db));
    await app.register(salesAnalyticsRoutes(db));
    await app.register(reportDownloadRoutes(db, clock));
  };
}
