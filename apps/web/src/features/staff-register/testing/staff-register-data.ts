import type { Employee } from '@bakrom/shared/schemas/staff';
import type {
  StaffHours,
  StaffHoursEmployee,
  StaffRegisterDay,
  StaffRegisterEntry,
  StaffShift,
} from '@bakrom/shared/schemas/staff-register';

export const LOCATION_ID = '00000000-0000-4000-8000-000000000001';
export const SENTRUM = { id: LOCATION_ID, name: 'Sentrum' };
export const GRUNERLOKKA = { id: '00000000-0000-4000-8000-000000000002', name: 'Grünerløkka' };
export const KARI_ID = '00000000-0000-4000-8000-0000000000c1';
export const OLA_ID = '00000000-0000-4000-8000-0000000000c2';
export const PER_ID = '00000000-0000-4000-8000-0000000000c3';

/** An entry clocked at a till, as recorded; pass overrides for what a test cares about. */
export function buildEntry(overrides: Partial<StaffRegisterEntry> & Pick<StaffRegisterEntry, 'id'>): StaffRegisterEntry {
  const time = overrides.time ?? '2026-11-27T07:00:00.000Z';
  return {
    action: 'IN',
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

export function buildShift(overrides: Partial<StaffShift>): StaffShift {
  return {
    userId: KARI_ID,
    employeeName: 'Kari Nordmann',
    identity: '*******3236',
    clockIn: null,
    clockOut: null,
    hours: null,
    ...overrides,
  };
}

/**
 * Friday 27 November 2026 at Sentrum: Kari's shift clocked at the till, its end corrected; Ola still at work
 * (added in the back office, with no end); Per's clock-in struck out.
 */
export function registerDay(overrides: Partial<StaffRegisterDay> = {}): StaffRegisterDay {
  return {
    locationId: LOCATION_ID,
    locationName: 'Sentrum',
    date: '2026-11-27',
    atWork: [{ userId: OLA_ID, employeeName: 'Ola Hansen', since: '2026-11-27T09:15:00.000Z' }],
    shifts: [
      buildShift({
        clockIn: buildEntry({ id: '00000000-0000-4000-8000-0000000000e1', time: '2026-11-27T07:00:00.000Z' }),
        clockOut: buildEntry({
          id: '00000000-0000-4000-8000-0000000000e2',
          action: 'OUT',
          time: '2026-11-27T14:30:00.000Z',
          recordedTime: '2026-11-27T19:58:00.000Z',
          recordedAt: '2026-11-27T19:58:00.000Z',
          corrections: [
            {
              id: '00000000-0000-4000-8000-0000000000f1',
              time: '2026-11-27T14:30:00.000Z',
              reason: 'Glemte å stemple ut',
              recordedBy: 'Lise Leder',
              recordedAt: '2026-11-27T20:05:00.000Z',
            },
          ],
        }),
        hours: 7.5,
      }),
      buildShift({
        userId: OLA_ID,
        employeeName: 'Ola Hansen',
        identity: 'K-17',
        clockIn: buildEntry({
          id: '00000000-0000-4000-8000-0000000000e3',
          time: '2026-11-27T09:15:00.000Z',
          source: 'BACK_OFFICE',
          recordedBy: 'Lise Leder',
          recordedAt: '2026-11-27T10:00:00.000Z',
          reason: 'Kassen var nede',
        }),
      }),
      buildShift({
        userId: PER_ID,
        employeeName: 'Per Olsen',
        identity: '',
        clockIn: buildEntry({
          id: '00000000-0000-4000-8000-0000000000e4',
          time: '2026-11-27T11:00:00.000Z',
          struckOut: true,
          corrections: [
            {
              id: '00000000-0000-4000-8000-0000000000f2',
              time: null,
              reason: 'Stemplet inn ved en feil',
              recordedBy: 'Lise Leder',
              recordedAt: '2026-11-27T11:10:00.000Z',
            },
          ],
        }),
      }),
    ],
    totalHours: 7.5,
    ...overrides,
  };
}

/** An employee's period in the hours table; pass overrides for what a test cares about. */
export function buildHoursEmployee(overrides: Partial<StaffHoursEmployee> = {}): StaffHoursEmployee {
  return {
    userId: KARI_ID,
    employeeName: 'Kari Nordmann',
    identity: '*******3236',
    shifts: 12,
    hours: 90.5,
    openShifts: 0,
    hourlyCost: 25_000,
    labourCost: 2_262_500,
    ...overrides,
  };
}

/**
 * November 2026 so far at Sentrum as an ADMIN sees it: Kari with 90,50 hours at 250 kr an hour; Ola with
 * 37,25 hours, one shift still open and no hourly cost (counting nothing); Per with no identity set.
 */
export function staffHours(overrides: Partial<StaffHours> = {}): StaffHours {
  return {
    locationId: LOCATION_ID,
    locationName: 'Sentrum',
    fromDate: '2026-11-01',
    toDate: '2026-11-27',
    employees: [
      buildHoursEmployee(),
      buildHoursEmployee({
        userId: OLA_ID,
        employeeName: 'Ola Hansen',
        identity: 'K-17',
        shifts: 6,
        hours: 37.25,
        openShifts: 1,
        hourlyCost: null,
        labourCost: null,
      }),
      buildHoursEmployee({
        userId: PER_ID,
        employeeName: 'Per Olsen',
        identity: '',
        shifts: 1,
        hours: 4,
        hourlyCost: 18_050,
        labourCost: 72_200,
      }),
    ],
    totalHours: 131.75,
    totalLabourCost: 2_334_700,
    ...overrides,
  };
}

/** The same period as a MANAGER sees it: no costs. */
export function staffHoursWithoutCost(): StaffHours {
  const admin = staffHours();
  return {
    ...admin,
    employees: admin.employees.map((employee) => ({ ...employee, hourlyCost: null, labourCost: null })),
    totalLabourCost: null,
  };
}

export function buildEmployee(overrides: Partial<Employee> & Pick<Employee, 'userId' | 'firstname'>): Employee {
  return {
    type: 'user',
    merchant: 'demo',
    lastname: 'Nordmann',
    userRole: 'MANAGER',
    username: overrides.firstname.toLowerCase(),
    pincode: '1234',
    email: `${overrides.firstname.toLowerCase()}@example.no`,
    phone: '91234567',
    status: 'ACTIVE',
    identityKind: null,
    nationalIdMasked: '',
    identityCode: '',
    hourlyCost: null,
    updatedDateTime: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}
