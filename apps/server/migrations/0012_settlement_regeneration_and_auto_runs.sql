CREATE TABLE "auto_settlement_runs" (
	"merchant_id" text NOT NULL,
	"business_date" date NOT NULL,
	"settle_at" text NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"z_report_count" integer NOT NULL,
	"completed_orders" integer NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auto_settlement_runs_merchant_id_business_date_pk" PRIMARY KEY("merchant_id","business_date")
);
--> statement-breakpoint
ALTER TABLE "z_reports" ADD COLUMN "replaced_by_z_report_id" uuid;--> statement-breakpoint
ALTER TABLE "z_reports" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_settlement_runs" ADD CONSTRAINT "auto_settlement_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_replaced_by_z_report_id_z_reports_id_fk" FOREIGN KEY ("replaced_by_z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_z_report_idx" ON "refunds" USING btree ("z_report_id");--> statement-breakpoint
CREATE INDEX "terminal_events_z_report_idx" ON "terminal_events" USING btree ("z_report_id");--> statement-breakpoint
CREATE INDEX "terminal_events_terminal_unsettled_idx" ON "terminal_events" USING btree ("terminal_id") WHERE "terminal_events"."z_report_id" is null;