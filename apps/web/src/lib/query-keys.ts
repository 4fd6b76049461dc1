/**
 * The first part of every query key, one per area. Each area's key factory (`features/<area>/api/query-keys.ts`)
 * builds on its root; a change that shows in other areas invalidates their roots — never every query.
 */
export const queryRoots = {
  catalogue: ['catalogue'],
  operations: ['operations'],
  dashboard: ['dashboard'],
  locations: ['locations'],
  settings: ['settings'],
  tables: ['tables'],
  loyalty: ['loyalty'],
  system: ['system'],
  printing: ['printing'],
  orders: ['orders'],
  reports: ['reports'],
  staff: ['staff'],
  staffRegister: ['staffRegister'],
  accounting: ['accounting'],
} as const;
