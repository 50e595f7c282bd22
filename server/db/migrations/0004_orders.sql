CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_legs" (
	"order_uuid" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"voyage_uuid" uuid NOT NULL,
	"cabin_class" text NOT NULL,
	"berths" integer NOT NULL,
	CONSTRAINT "order_legs_pk" PRIMARY KEY("order_uuid","leg_index"),
	CONSTRAINT "order_legs_index_check" CHECK ("order_legs"."leg_index" in (0, 1)),
	CONSTRAINT "order_legs_berths_check" CHECK ("order_legs"."berths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_tickets" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"ticket_no" text NOT NULL,
	"leg_index" integer NOT NULL,
	"passenger_index" integer NOT NULL,
	"ticket_type" text NOT NULL,
	"passenger_name_zh" text NOT NULL,
	"passenger_name_en" text NOT NULL,
	"certificate_no" text NOT NULL,
	"status" text NOT NULL,
	"fare_minor" bigint NOT NULL,
	"surcharge_minor" bigint NOT NULL,
	CONSTRAINT "order_tickets_ticket_no_unique" UNIQUE("ticket_no"),
	CONSTRAINT "order_tickets_status_check" CHECK ("order_tickets"."status" in ('UNPAID', 'VALID', 'REFUNDING', 'REFUNDED', 'CANCELLED', 'VOID', 'USED')),
	CONSTRAINT "order_tickets_amounts_check" CHECK ("order_tickets"."fare_minor" >= 0 and "order_tickets"."surcharge_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text,
	"user_uuid" uuid NOT NULL,
	"status" text NOT NULL,
	"state_value" jsonb NOT NULL,
	"order_type" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"breakdown" jsonb,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"extra_bed" boolean DEFAULT false NOT NULL,
	"notice_version" integer,
	"passengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('DRAFT', 'DUE_PAY', 'PAID', 'BEING_REFUNDED', 'REFUND', 'CANCEL', 'ABOLISH')),
	CONSTRAINT "orders_type_check" CHECK ("orders"."order_type" in ('ONE_WAY', 'ROUND_TRIP')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('RMB', 'JPY')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_minor" >= 0),
	CONSTRAINT "orders_number_check" CHECK ("orders"."status" = 'DRAFT' or "orders"."order_no" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_legs" ADD CONSTRAINT "order_legs_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_legs" ADD CONSTRAINT "order_legs_voyage_uuid_voyages_uuid_fk" FOREIGN KEY ("voyage_uuid") REFERENCES "public"."voyages"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_uuid_users_id_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_legs_voyage_idx" ON "order_legs" USING btree ("voyage_uuid","cabin_class");--> statement-breakpoint
CREATE INDEX "order_tickets_order_idx" ON "order_tickets" USING btree ("order_uuid","leg_index","passenger_index");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_uuid","created_at" DESC NULLS LAST);