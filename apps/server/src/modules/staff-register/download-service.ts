import type { SessionContext } from '../../http/access';
import { getCompany } from '../settings/company-service';
import { recordAudit } from '../system/audit-service';
import { renderStaffRegisterPdf } from './register-pdf';
import { findUserName } from './repository';
import { getStaffRegister, type StaffRegisterContext } from './service';

export interface StaffRegisterFile {
  fileName: string;
  body: Buffer;
}

const mayReadWholeIdentities = (session: SessionContext) => session.userRole === 'ADMIN' || session.userRole === 'SUPER_ADMIN';

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
  if (whole && day.shifts.some((shift) => /^[0-9]{11}$/.test(shift.identity))) {
    await recordAudit(context.db, {
      merchantId: session.merchantId,
      userId: session.userId,
      action: 'staffRegister.printWithIdentityNumbers',
      entityType: 'staffRegister',
      entityId: query.locationId,
      details: { date: query.date },
    });
  }
  const body = await renderStaffRegisterPdf({
    companyName: company.name,
    organisationNumber: company.vatNumber,
    day,
    printedAt: context.clock.now(),
    printedBy: await findUserName(context.db, session.userId),
  });
  return { fileName: `personalliste-${company.merchant}-${query.date}.pdf`, body };
}
