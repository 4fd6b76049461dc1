import { seesStaffPrivateData } from '@bakrom/shared/staff-rules';
import type { StaffRegisterDay } from '@bakrom/shared/schemas/staff-register';
import type { SessionContext } from '../../http/access';
import { getCompany } from '../settings/company-service';
import { recordAudit } from '../system/audit-service';
import { renderCsv, renderXlsx } from '../reports/spreadsheet';
import { renderStaffRegisterPdf } from './register-pdf';
import { staffRegisterSheetTables } from './register-sheet';
import { findUserName } from './repository';
import { getStaffRegister, getStaffRegisterPeriod, type StaffRegisterContext } from './service';

export interface StaffRegisterFile {
  fileName: string;
  body: Buffer;
}

const mayReadWholeIdentities = (session: SessionContext) => seesStaffPrivateData(session.userRole);

/**
 * The day's register of a location for an inspector (PDF): the business's name and organisation number,
 * each shift with the person's identity, corrections marked. An ADMIN's or a super admin's printout shows
 * identity numbers whole, and says so in the audit trail; a MANAGER's shows them masked.
 */
export async function staffRegisterPdf(
  context: StaffRegisterContext,
  session: SessionContext,
  query: { locationId: string; date: string },
): Promise<StaffRegisterFile> {
  const whole = mayReadWholeIdentities(session);
  const day = await getStaffRegister(context, session.merchantId, query, { wholeIdentities: whole });
  const company = await getCompany(context.db, session.merchantId);
  await auditWholeIdentities(context, session, query.locationId, [day], { date: query.date, format: 'pdf' });
  const body = await renderStaffRegisterPdf({
    companyName: company.name,
    organisationNumber: company.vatNumber,
    day,
    printedAt: context.clock.now(),
    printedBy: await findUserName(context.db, session.userId),
  });
  return { fileName: `personalliste-${company.merchant}-${query.date}.pdf`, body };
}

const holdsIdentityNumber = (days: readonly StaffRegisterDay[]) =>
  days.some((day) => day.shifts.some((shift) => /^[0-9]{11}$/.test(shift.identity)));

/** A file with whole identity numbers is recorded in the audit trail: who, which location and period, which format. */
async function auditWholeIdentities(
  context: StaffRegisterContext,
  session: SessionContext,
  locationId: string,
  days: readonly StaffRegisterDay[],
  details: Record<string, string>,
): Promise<void> {
  if (!mayReadWholeIdentities(session) || !holdsIdentityNumber(days)) return;
  await recordAudit(context.db, {
    merchantId: session.merchantId,
    userId: session.userId,
    action: 'staffRegister.printWithIdentityNumbers',
    entityType: 'staffRegister',
    entityId: locationId,
    details,
  });
}

/** The register of a period for the accountant, as CSV or Excel: every shift of every day, and the hours per employee. */
export async function staffRegisterSheet(
  context: StaffRegisterContext,
  session: SessionContext,
  query: { locationId: string; fromDate: string; toDate: string },
  format: 'csv' | 'xlsx',
): Promise<StaffRegisterFile & { contentType: string }> {
  const days = await getStaffRegisterPeriod(context, session.merchantId, query, { wholeIdentities: mayReadWholeIdentities(session) });
  await auditWholeIdentities(context, session, query.locationId, days, { fromDate: query.fromDate, toDate: query.toDate, format });
  const tables = staffRegisterSheetTables({ days });
  const fileName = `personalliste-${session.merchantId}-${query.fromDate}-${query.toDate}.${format}`;
  return format === 'csv'
    ? { fileName, contentType: 'text/csv; charset=utf-8', body: renderCsv(tables) }
    : {
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await renderXlsx(tables, `Personalliste ${days[0]?.locationName ?? ''}`),
      };
}
