CREATE TABLE "payment_returns" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"payment_uuid" uuid NOT NULL,
	"refund_no" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"handled_by" uuid,
	"hand_reference" text,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_returns_payment_uuid_unique" UNIQUE("payment_uuid"),
	CONSTRAINT "payment_returns_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "payment_returns_status_check" CHECK ("payment_returns"."status" in ('PENDING', 'FAILED', 'RETURNED', 'RETURNED_BY_HAND')),
	CONSTRAINT "payment_returns_reason_check" CHECK ("payment_returns"."reason" in ('ORDER_CLOSED', 'ALREADY_PAID')),
	CONSTRAINT "payment_returns_amount_check" CHECK ("payment_returns"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_accounts" (
	"refund_uuid" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"sealed" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_payouts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_uuid" uuid NOT NULL,
	"order_uuid" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"transfer_reference" text,
	"transferred_on" text,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "refund_payouts_refund_uuid_unique" UNIQUE("refund_uuid"),
	CONSTRAINT "refund_payouts_status_check" CHECK ("refund_payouts"."status" in ('PENDING', 'PAID')),
	CONSTRAINT "refund_payouts_amount_check" CHECK ("refund_payouts"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_payment_uuid_payments_uuid_fk" FOREIGN KEY ("payment_uuid") REFERENCES "public"."payments"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_accounts" ADD CONSTRAINT "refund_accounts_refund_uuid_refunds_uuid_fk" FOREIGN KEY ("refund_uuid") REFERENCES "public"."refunds"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_refund_uuid_refunds_uuid_fk" FOREIGN KEY ("refund_uuid") REFERENCES "public"."refunds"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_returns_status_idx" ON "payment_returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_returns_order_idx" ON "payment_returns" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "refund_payouts_status_idx" ON "refund_payouts" USING btree ("status","created_at");