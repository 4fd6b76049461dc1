CREATE TABLE "companies" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat_number" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_settings" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"use_functionality" text DEFAULT 'ALL' NOT NULL,
	"use_add_ons" boolean DEFAULT true NOT NULL,
	"add_on_allow_multiple_times" boolean DEFAULT false NOT NULL,
	"website_show_dine_in_menu" boolean DEFAULT false NOT NULL,
	"show_available_on_days" boolean DEFAULT false NOT NULL,
	"show_available_on_days_holiday_option" boolean DEFAULT false NOT NULL,
	"enable_show_as_discount" boolean DEFAULT false NOT NULL,
	"show_spicy_level_selections" boolean DEFAULT false NOT NULL,
	"user_profile_page_name" text DEFAULT '' NOT NULL,
	"offer_discount" boolean DEFAULT false NOT NULL,
	"pay_for_sms" boolean DEFAULT false NOT NULL,
	"offer_reward_program" boolean DEFAULT false NOT NULL,
	"offer_delivery_service" boolean DEFAULT false NOT NULL,
	"takeaway_auto_sms_confirm" boolean DEFAULT false NOT NULL,
	"takeaway_auto_set_orders_as_completed" boolean DEFAULT false NOT NULL,
	"webshop_auto_settle_at_time" text DEFAULT '' NOT NULL,
	"logo_image_file" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_settings_functionality_check" CHECK ("merchant_settings"."use_functionality" in ('WEBSITE', 'TAKEAWAY', 'KIOSK_TAKEAWAY', 'POS', 'ALL')),
	CONSTRAINT "merchant_settings_auto_settle_check" CHECK ("merchant_settings"."webshop_auto_settle_at_time" in ('', '23:55', '05:00'))
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"dine_in" numeric(5, 2) NOT NULL,
	"take_out" numeric(5, 2) NOT NULL,
	"delivery" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_role" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"pincode" text,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."user_role" in ('MANAGER', 'ADMIN', 'SUPER_ADMIN')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "users_username_lower_check" CHECK ("users"."username" = lower("users"."username") and length("users"."username") > 0),
	CONSTRAINT "users_pincode_check" CHECK ("users"."pincode" is null or "users"."pincode" ~ '^[0-9]{4}$'),
	CONSTRAINT "users_merchant_role_check" CHECK (("users"."user_role" = 'SUPER_ADMIN') = ("users"."merchant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "closing_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_days_range_check" CHECK ("closing_days"."from_date" <= "closing_days"."to_date"),
	CONSTRAINT "closing_days_message_check" CHECK (length("closing_days"."message") > 0)
);
--> statement-breakpoint
CREATE TABLE "custom_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"open_name" text NOT NULL,
	"close_name" text NOT NULL,
	"closed_message" text DEFAULT '' NOT NULL,
	"open_confirm_message" text DEFAULT '' NOT NULL,
	"close_confirm_message" text DEFAULT '' NOT NULL,
	CONSTRAINT "custom_actions_type_check" CHECK ("custom_actions"."action_type" in ('CLOSE_OPEN_DISHES'))
);
--> statement-breakpoint
CREATE TABLE "delivery_days" (
	"location_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"offered" boolean NOT NULL,
	"from_time" time NOT NULL,
	"to_time" time NOT NULL,
	CONSTRAINT "delivery_days_location_id_weekday_pk" PRIMARY KEY("location_id","weekday"),
	CONSTRAINT "delivery_days_weekday_check" CHECK ("delivery_days"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"minimum_order_ore" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_minimum_check" CHECK ("delivery_settings"."minimum_order_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dining_tables_capacity_check" CHECK ("dining_tables"."capacity" > 0),
	CONSTRAINT "dining_tables_name_check" CHECK (length("dining_tables"."name") > 0),
	CONSTRAINT "dining_tables_status_check" CHECK ("dining_tables"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"header_image_file" text,
	"google_maps_iframe_url" text DEFAULT '' NOT NULL,
	"online_payment_provider" text DEFAULT 'NOT_ANY' NOT NULL,
	"earliest_pickup_time" integer DEFAULT 20 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_provider_check" CHECK ("locations"."online_payment_provider" in ('NOT_ANY', 'DINTERO', 'SWEDBANK_PAY', 'SOFTPAY')),
	CONSTRAINT "locations_status_check" CHECK ("locations"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "locations_pickup_time_check" CHECK ("locations"."earliest_pickup_time" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"location_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"is_open" boolean NOT NULL,
	"from_time" time NOT NULL,
	"to_time" time NOT NULL,
	"kitchen_closing_time" time NOT NULL,
	CONSTRAINT "opening_hours_location_id_weekday_pk" PRIMARY KEY("location_id","weekday"),
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "add_on_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"minimum" integer DEFAULT 0 NOT NULL,
	"maximum" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_on_groups_min_max_check" CHECK ("add_on_groups"."minimum" >= 0 and "add_on_groups"."maximum" >= 0 and (not "add_on_groups"."mandatory" or "add_on_groups"."minimum" <= "add_on_groups"."maximum"))
);
--> statement-breakpoint
CREATE TABLE "add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"add_on_group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"menu_nr" text DEFAULT '' NOT NULL,
	"price_ore" bigint DEFAULT 0 NOT NULL,
	"price_dine_in_ore" bigint DEFAULT 0 NOT NULL,
	"allow_multiple_times" boolean DEFAULT false NOT NULL,
	"maximum" integer DEFAULT 100 NOT NULL,
	"sort_order" integer DEFAULT -1 NOT NULL,
	CONSTRAINT "add_ons_prices_check" CHECK ("add_ons"."price_ore" >= 0 and "add_ons"."price_dine_in_ore" >= 0),
	CONSTRAINT "add_ons_maximum_check" CHECK ("add_ons"."maximum" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "allergens" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"item_type" text NOT NULL,
	"sort_order" integer DEFAULT -1 NOT NULL,
	"image_url" text,
	"show_items_count" boolean DEFAULT true NOT NULL,
	"available_for_order_types" text[] DEFAULT '{DINE_IN,TAKEAWAY}' NOT NULL,
	"available_on_days" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_item_type_check" CHECK ("categories"."item_type" in ('DISH', 'ADD_ON', 'DRINK', 'DRINK_BUBBLE_TEA', 'DRINK_ALCOHOL', 'DELIVERY_SERVICE', 'ADD_ON_OF_ADD_ON_GROUP')),
	CONSTRAINT "categories_order_types_check" CHECK ("categories"."available_for_order_types" <@ ARRAY['DINE_IN', 'TAKEAWAY']::text[]),
	CONSTRAINT "categories_days_check" CHECK ("categories"."available_on_days" <@ ARRAY['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY', 'HOLIDAY']::text[]),
	CONSTRAINT "categories_name_check" CHECK (length("categories"."name") > 0)
);
--> statement-breakpoint
CREATE TABLE "category_locations" (
	"category_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "category_locations_category_id_location_id_pk" PRIMARY KEY("category_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "custom_action_categories" (
	"custom_action_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "custom_action_categories_custom_action_id_category_id_pk" PRIMARY KEY("custom_action_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_content_type_check" CHECK ("images"."content_type" in ('image/webp', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "item_add_on_groups" (
	"item_id" uuid NOT NULL,
	"add_on_group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_add_on_groups_item_id_add_on_group_id_pk" PRIMARY KEY("item_id","add_on_group_id")
);
--> statement-breakpoint
CREATE TABLE "item_allergens" (
	"item_id" uuid NOT NULL,
	"allergen_id" text NOT NULL,
	CONSTRAINT "item_allergens_item_id_allergen_id_pk" PRIMARY KEY("item_id","allergen_id")
);
--> statement-breakpoint
CREATE TABLE "item_locations" (
	"item_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "item_locations_item_id_location_id_pk" PRIMARY KEY("item_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "item_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_ore" bigint NOT NULL,
	"price_dine_in_ore" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_variants_prices_check" CHECK ("item_variants"."price_ore" >= 0 and "item_variants"."price_dine_in_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"category_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"name" text NOT NULL,
	"menu_nr" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ingredients_text" text DEFAULT '' NOT NULL,
	"image_url" text,
	"price_ore" bigint DEFAULT 0 NOT NULL,
	"price_dine_in_ore" bigint DEFAULT 0 NOT NULL,
	"show_as_discount" boolean DEFAULT false NOT NULL,
	"included_toppings_count" integer DEFAULT 0 NOT NULL,
	"enable_comment" boolean DEFAULT false NOT NULL,
	"zip_codes" text DEFAULT '' NOT NULL,
	"spicy_level_selections" text[] DEFAULT '{}' NOT NULL,
	"available_for_order_types" text[] DEFAULT '{DINE_IN,TAKEAWAY}' NOT NULL,
	"available_on_days" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_item_type_check" CHECK ("items"."item_type" in ('DISH', 'ADD_ON', 'DRINK', 'DRINK_BUBBLE_TEA', 'DRINK_ALCOHOL', 'DELIVERY_SERVICE', 'ADD_ON_OF_ADD_ON_GROUP')),
	CONSTRAINT "items_order_types_check" CHECK ("items"."available_for_order_types" <@ ARRAY['DINE_IN', 'TAKEAWAY']::text[]),
	CONSTRAINT "items_days_check" CHECK ("items"."available_on_days" <@ ARRAY['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY', 'HOLIDAY']::text[]),
	CONSTRAINT "items_prices_check" CHECK ("items"."price_ore" >= 0 and "items"."price_dine_in_ore" >= 0),
	CONSTRAINT "items_toppings_check" CHECK ("items"."included_toppings_count" >= 0),
	CONSTRAINT "items_name_check" CHECK (length("items"."name") > 0)
);
--> statement-breakpoint
CREATE TABLE "sold_out_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_add_on_groups" (
	"variant_id" uuid NOT NULL,
	"add_on_group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_add_on_groups_variant_id_add_on_group_id_pk" PRIMARY KEY("variant_id","add_on_group_id")
);
--> statement-breakpoint
CREATE TABLE "order_line_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"add_on_id" uuid,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"unit_price_ore" bigint NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"gross_amount_ore" bigint NOT NULL,
	"vat_amount_ore" bigint NOT NULL,
	"refunded_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_add_ons_count_check" CHECK ("order_line_add_ons"."count" > 0 and "order_line_add_ons"."refunded_count" between 0 and "order_line_add_ons"."count")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid,
	"category_id" uuid,
	"category_name" text NOT NULL,
	"item_name" text NOT NULL,
	"item_type" text NOT NULL,
	"variant_name" text,
	"count" integer NOT NULL,
	"unit_price_ore" bigint NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"gross_amount_ore" bigint NOT NULL,
	"vat_amount_ore" bigint NOT NULL,
	"refunded_count" integer DEFAULT 0 NOT NULL,
	"spicy_level" text,
	"comment" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_item_type_check" CHECK ("order_lines"."item_type" in ('DISH', 'ADD_ON', 'DRINK', 'DRINK_BUBBLE_TEA', 'DRINK_ALCOHOL', 'DELIVERY_SERVICE', 'ADD_ON_OF_ADD_ON_GROUP')),
	CONSTRAINT "order_lines_count_check" CHECK ("order_lines"."count" > 0 and "order_lines"."refunded_count" between 0 and "order_lines"."count"),
	CONSTRAINT "order_lines_discount_check" CHECK ("order_lines"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"card_type" text,
	"amount_ore" bigint NOT NULL,
	"transaction_id" text,
	"payment_order_id" text,
	"online_payment_provider" text DEFAULT 'NOT_ANY' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payments_type_check" CHECK ("order_payments"."payment_type" in ('CASH', 'VIPPS', 'BANK_AXEPT', 'CARD', 'APPLE_PAY', 'GOOGLE_PAY')),
	CONSTRAINT "order_payments_provider_check" CHECK ("order_payments"."online_payment_provider" in ('NOT_ANY', 'DINTERO', 'SWEDBANK_PAY', 'SOFTPAY')),
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_ore" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"order_type" text NOT NULL,
	"order_status" text NOT NULL,
	"channel" text NOT NULL,
	"total_amount_ore" bigint NOT NULL,
	"total_vat_ore" bigint NOT NULL,
	"tips_amount_ore" bigint DEFAULT 0 NOT NULL,
	"manual_discount_ore" bigint DEFAULT 0 NOT NULL,
	"used_points" integer DEFAULT 0 NOT NULL,
	"to_pay_amount_ore" bigint NOT NULL,
	"refunded_total_amount_ore" bigint DEFAULT 0 NOT NULL,
	"refunded_tips_amount_ore" bigint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pickup_or_delivery_time" timestamp with time zone,
	"pickup_time_option" text,
	"delivery_time_option" text,
	"mobile_number" text DEFAULT 'NOT_SET' NOT NULL,
	"name" text DEFAULT 'NOT_SET' NOT NULL,
	"name_on_doorbell" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"table_name" text DEFAULT '' NOT NULL,
	"served_by" text DEFAULT '' NOT NULL,
	"z_report_id" uuid,
	"ordered_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_type_check" CHECK ("orders"."order_type" in ('DINE_IN', 'PICKUP', 'DELIVERY')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."order_status" in ('ORDERED', 'CONFIRMED', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('APP_IOS', 'APP_ANDROID', 'WEBSHOP', 'POS', 'KIOSK')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_amount_ore" >= 0 and "orders"."tips_amount_ore" >= 0 and "orders"."manual_discount_ore" >= 0 and "orders"."used_points" >= 0 and "orders"."to_pay_amount_ore" >= 0),
	CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_total_amount_ore" between 0 and "orders"."total_amount_ore" + "orders"."tips_amount_ore" and "orders"."refunded_tips_amount_ore" between 0 and "orders"."tips_amount_ore")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"tips_amount_ore" bigint DEFAULT 0 NOT NULL,
	"vat_amount_ore" bigint DEFAULT 0 NOT NULL,
	"payment_type" text NOT NULL,
	"online_payment_provider" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"z_report_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('PENDING', 'SUCCEEDED', 'FAILED')),
	CONSTRAINT "refunds_payment_type_check" CHECK ("refunds"."payment_type" in ('CASH', 'VIPPS', 'BANK_AXEPT', 'CARD', 'APPLE_PAY', 'GOOGLE_PAY')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_ore" > 0 and "refunds"."tips_amount_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"message_type" text NOT NULL,
	"message" text NOT NULL,
	"sms_count" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"message_id" text NOT NULL,
	"order_id" uuid,
	CONSTRAINT "sms_messages_type_check" CHECK ("sms_messages"."message_type" in ('USER_REGISTRATION', 'ORDER_CONFIRMATION', 'FOOD_READY')),
	CONSTRAINT "sms_messages_count_check" CHECK ("sms_messages"."sms_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "terminal_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"terminal_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"amount_ore" bigint DEFAULT 0 NOT NULL,
	"order_id" uuid,
	"z_report_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terminal_events_type_check" CHECK ("terminal_events"."event_type" in ('CASH_DRAWER_OPENING', 'COPY_RECEIPT', 'UNCOMPLETED_SALE'))
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"terminal_id" text NOT NULL,
	"terminal_type" text NOT NULL,
	"device_name" text DEFAULT '' NOT NULL,
	"system_id_nr" text DEFAULT '' NOT NULL,
	"opening_grand_total_sales_ore" bigint DEFAULT 0 NOT NULL,
	"opening_grand_total_refund_ore" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminals_type_check" CHECK ("terminals"."terminal_type" in ('POS', 'KIOSK', 'KDS', 'WEBSHOP'))
);
--> statement-breakpoint
CREATE TABLE "z_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"nr" integer NOT NULL,
	"business_date" date NOT NULL,
	"counters" jsonb NOT NULL,
	"grand_total_sales_ore" bigint NOT NULL,
	"grand_total_refund_ore" bigint NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "z_reports_nr_check" CHECK ("z_reports"."nr" > 0)
);
--> statement-breakpoint
CREATE TABLE "discount_items" (
	"discount_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "discount_items_discount_id_item_id_pk" PRIMARY KEY("discount_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "discount_locations" (
	"discount_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "discount_locations_discount_id_location_id_pk" PRIMARY KEY("discount_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"show_as_category" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"valid_for_channel_ids" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_percent_check" CHECK ("discounts"."percent" > 0 and "discounts"."percent" <= 100),
	CONSTRAINT "discounts_range_check" CHECK ("discounts"."from_date" <= "discounts"."to_date"),
	CONSTRAINT "discounts_channels_check" CHECK ("discounts"."valid_for_channel_ids" <@ ARRAY['WEB_TAKEAWAY', 'WEB_DINE_IN', 'KIOSK', 'POS']::text[])
);
--> statement-breakpoint
CREATE TABLE "reward_program_locations" (
	"reward_program_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "reward_program_locations_reward_program_id_location_id_pk" PRIMARY KEY("reward_program_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "reward_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_programs_percent_check" CHECK ("reward_programs"."percent" > 0 and "reward_programs"."percent" <= 100),
	CONSTRAINT "reward_programs_range_check" CHECK ("reward_programs"."from_date" <= "reward_programs"."to_date")
);
--> statement-breakpoint
CREATE TABLE "cache_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" text,
	"value_encrypted" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dintero_accounts" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"account_id" text NOT NULL,
	"checkout_profile_id" text NOT NULL,
	"default_payment_type" text NOT NULL,
	"theme_primary_color" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"type" text DEFAULT 'cloudprnt' NOT NULL,
	"current_jobs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jobs_printed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_cleaned_up_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "swedbank_pay_accounts" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"base_api_url" text NOT NULL,
	"payee_id" text NOT NULL,
	"payee_name" text NOT NULL,
	"host_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"complete_url" text NOT NULL,
	"theme_primary_color" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_days" ADD CONSTRAINT "closing_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_days" ADD CONSTRAINT "closing_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_actions" ADD CONSTRAINT "custom_actions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_actions" ADD CONSTRAINT "custom_actions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_days" ADD CONSTRAINT "delivery_days_location_id_delivery_settings_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."delivery_settings"("location_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_days" ADD CONSTRAINT "delivery_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_on_groups" ADD CONSTRAINT "add_on_groups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_add_on_group_id_add_on_groups_id_fk" FOREIGN KEY ("add_on_group_id") REFERENCES "public"."add_on_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_locations" ADD CONSTRAINT "category_locations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_locations" ADD CONSTRAINT "category_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_action_categories" ADD CONSTRAINT "custom_action_categories_custom_action_id_custom_actions_id_fk" FOREIGN KEY ("custom_action_id") REFERENCES "public"."custom_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_action_categories" ADD CONSTRAINT "custom_action_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_add_on_groups" ADD CONSTRAINT "item_add_on_groups_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_add_on_groups" ADD CONSTRAINT "item_add_on_groups_add_on_group_id_add_on_groups_id_fk" FOREIGN KEY ("add_on_group_id") REFERENCES "public"."add_on_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_allergens" ADD CONSTRAINT "item_allergens_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_allergens" ADD CONSTRAINT "item_allergens_allergen_id_allergens_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_locations" ADD CONSTRAINT "item_locations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_locations" ADD CONSTRAINT "item_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variants" ADD CONSTRAINT "item_variants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variants" ADD CONSTRAINT "item_variants_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_items" ADD CONSTRAINT "sold_out_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_add_on_groups" ADD CONSTRAINT "variant_add_on_groups_variant_id_item_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."item_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_add_on_groups" ADD CONSTRAINT "variant_add_on_groups_add_on_group_id_add_on_groups_id_fk" FOREIGN KEY ("add_on_group_id") REFERENCES "public"."add_on_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_add_ons" ADD CONSTRAINT "order_line_add_ons_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_add_ons" ADD CONSTRAINT "order_line_add_ons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_add_ons" ADD CONSTRAINT "order_line_add_ons_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_add_ons" ADD CONSTRAINT "order_line_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_events" ADD CONSTRAINT "terminal_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_events" ADD CONSTRAINT "terminal_events_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_events" ADD CONSTRAINT "terminal_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_events" ADD CONSTRAINT "terminal_events_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_items" ADD CONSTRAINT "discount_items_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_items" ADD CONSTRAINT "discount_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_locations" ADD CONSTRAINT "discount_locations_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_locations" ADD CONSTRAINT "discount_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_program_locations" ADD CONSTRAINT "reward_program_locations_reward_program_id_reward_programs_id_fk" FOREIGN KEY ("reward_program_id") REFERENCES "public"."reward_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_program_locations" ADD CONSTRAINT "reward_program_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_programs" ADD CONSTRAINT "reward_programs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cache_entries" ADD CONSTRAINT "cache_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dintero_accounts" ADD CONSTRAINT "dintero_accounts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dintero_accounts" ADD CONSTRAINT "dintero_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_documents" ADD CONSTRAINT "print_documents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_documents" ADD CONSTRAINT "print_documents_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swedbank_pay_accounts" ADD CONSTRAINT "swedbank_pay_accounts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swedbank_pay_accounts" ADD CONSTRAINT "swedbank_pay_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_merchant_pincode_key" ON "users" USING btree ("merchant_id","pincode");--> statement-breakpoint
CREATE INDEX "closing_days_location_idx" ON "closing_days" USING btree ("location_id","from_date");--> statement-breakpoint
CREATE INDEX "custom_actions_location_idx" ON "custom_actions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "dining_tables_location_idx" ON "dining_tables" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_location_name_key" ON "dining_tables" USING btree ("location_id","name");--> statement-breakpoint
CREATE INDEX "locations_merchant_idx" ON "locations" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "add_on_groups_merchant_idx" ON "add_on_groups" USING btree ("merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "add_ons_group_idx" ON "add_ons" USING btree ("add_on_group_id","sort_order");--> statement-breakpoint
CREATE INDEX "categories_merchant_idx" ON "categories" USING btree ("merchant_id","sort_order");--> statement-breakpoint
CREATE INDEX "category_locations_location_idx" ON "category_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "images_merchant_idx" ON "images" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "item_variants_item_idx" ON "item_variants" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "items_merchant_category_idx" ON "items" USING btree ("merchant_id","category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "sold_out_items_item_location_key" ON "sold_out_items" USING btree ("item_id","location_id");--> statement-breakpoint
CREATE INDEX "sold_out_items_location_idx" ON "sold_out_items" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "order_line_add_ons_line_idx" ON "order_line_add_ons" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_line_add_ons_order_idx" ON "order_line_add_ons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_merchant_number_key" ON "orders" USING btree ("merchant_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_merchant_ordered_idx" ON "orders" USING btree ("merchant_id","ordered_at");--> statement-breakpoint
CREATE INDEX "orders_location_ordered_idx" ON "orders" USING btree ("location_id","ordered_at");--> statement-breakpoint
CREATE INDEX "orders_terminal_unsettled_idx" ON "orders" USING btree ("terminal_id") WHERE "orders"."z_report_id" is null;--> statement-breakpoint
CREATE INDEX "orders_z_report_idx" ON "orders" USING btree ("z_report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_terminal_unsettled_idx" ON "refunds" USING btree ("terminal_id") WHERE "refunds"."z_report_id" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_location_sent_idx" ON "sms_messages" USING btree ("location_id","sent_at");--> statement-breakpoint
CREATE INDEX "terminal_events_terminal_idx" ON "terminal_events" USING btree ("terminal_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_location_terminal_id_key" ON "terminals" USING btree ("location_id","terminal_id");--> statement-breakpoint
CREATE INDEX "terminals_merchant_idx" ON "terminals" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "z_reports_terminal_nr_key" ON "z_reports" USING btree ("terminal_id","nr");--> statement-breakpoint
CREATE INDEX "z_reports_terminal_date_idx" ON "z_reports" USING btree ("terminal_id","business_date");--> statement-breakpoint
CREATE INDEX "cache_entries_merchant_idx" ON "cache_entries" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_documents_location_key" ON "print_documents" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "audit_records_merchant_idx" ON "audit_records" USING btree ("merchant_id","created_at");