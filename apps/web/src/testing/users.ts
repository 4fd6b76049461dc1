import type { StoredUser } from '@bakrom/shared/schemas/auth';
import type { Location } from '@bakrom/shared/schemas/location';
import type { MerchantSetting } from '@bakrom/shared/merchant-settings';

/** A location of the test merchant; pass overrides for what a test cares about. */
export function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Sentrum',
    shortName: 'SEN',
    vatNumber: '999888777',
    street: 'Storgata 1',
    zipCode: '0155',
    city: 'Oslo',
    phone: '22000000',
    email: 'sentrum@example.no',
    headerImageFile: null,
    googleMapsIframeUrl: '',
    onlinePaymentProvider: 'DINTERO',
    earliestPickupTime: 20,
    status: 'ACTIVE',
    customActions: [],
    ...overrides,
  };
}

export function buildSetting(overrides: Partial<MerchantSetting> = {}): MerchantSetting {
  return {
    useFunctionality: 'ALL',
    useAddOns: true,
    addOnAllowMultipleTimes: true,
    websiteShowDineInMenu: true,
    showAvailableOnDays: true,
    showAvailableOnDaysHolidayOption: true,
    enableShowAsDiscount: true,
    showSpicyLevelSelections: true,
    userProfilePageName: '',
    offerDiscount: true,
    payForSMS: true,
    offerRewardProgram: true,
    offerDeliveryService: true,
    takeawayAutoSmsConfirm: false,
    takeawayAutoSetOrdersAsCompleted: false,
    webshopAutoSettleAtTime: '',
    logoImageFile: null,
    ...overrides,
  };
}

export function buildUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    userId: '00000000-0000-4000-8000-0000000000aa',
    username: 'demo.admin',
    firstname: 'Demo',
    lastname: 'Admin',
    userRole: 'ADMIN',
    isSuperAdmin: false,
    authToken: 'token-123',
    merchant: 'demo',
    merchantName: 'Demo Restaurant',
    locations: [buildLocation()],
    merchantSetting: buildSetting(),
    ...overrides,
  };
}
