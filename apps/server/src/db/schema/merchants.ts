import { boolean, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FUNCTIONALITIES, WEBSHOP_AUTO_SETTLE_TIMES } from '@bakrom/shared/enums';
import { createdAt, oneOf, updatedAt } from './helpers';

/** A merchant is identified by a short slug ('demo'), the `merchant` parameter of the API. */
export const merchants = pgTable('merchants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const merchantSettings = pgTable(
  'merchant_settings',
  {
    merchantId: text('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    useFunctionality: text('use_functionality').notNull().default('ALL'),
    useAddOns: boolean('use_add_ons').notNull().default(true),
    addOnAllowMultipleTimes: boolean('add_on_allow_multiple_times').notNull().default(false),
    websiteShowDineInMenu: boolean('website_show_dine_in_menu').notNull().default(false),
    showAvailableOnDays: boolean('show_available_on_days').notNull().default(false),
    showAvailableOnDaysHolidayOption: boolean('show_available_on_days_holiday_option').notNull().default(false),
    enableShowAsDiscount: boolean('enable_show_as_discount').notNull().default(false),
    showSpicyLevelSelections: boolean('show_spicy_level_selections').notNull().default(false),
    userProfilePageName: text('user_profile_page_name').notNull().default(''),
    offerDiscount: boolean('offer_discount').notNull().default(false),
    payForSms: boolean('pay_for_sms').notNull().default(false),
    offerRewardProgram: boolean('offer_reward_program').notNull().default(false),
    offerDeliveryService: boolean('offer_delivery_service').notNull().default(false),
    takeawayAutoSmsConfirm: boolean('takeaway_auto_sms_confirm').notNull().default(false),
    takeawayAutoSetOrdersAsCompleted: boolean('takeaway_auto_set_orders_as_completed').notNull().default(false),
    webshopAutoSettleAtTime: text('webshop_auto_settle_at_time').notNull().default(''),
    /** Whether the automatic end-of-day settlement settles the POS tills too (always the webshop and kiosks). */
    autoSettleTills: boolean('auto_settle_tills').notNull().default(false),
    logoImageFile: text('logo_image_file'),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('merchant_settings_functionality_check', t.useFunctionality, FUNCTIONALITIES),
    oneOf('merchant_settings_auto_settle_check', t.webshopAutoSettleAtTime, WEBSHOP_AUTO_SETTLE_TIMES),
  ],
);

export const companies = pgTable('companies', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  vatNumber: text('vat_number').notNull(),
  street: text('street').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  city: text('city').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  updatedAt: updatedAt(),
});

/** VAT percentages per order type (spec part 2 §2.16). */
export const vatRates = pgTable('vat_rates', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  dineIn: numeric('dine_in', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  takeOut: numeric('take_out', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  delivery: numeric('delivery', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
