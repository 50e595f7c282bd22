CREATE SEQUENCE "public"."rail_commission_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "rail_commissions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commission_no" text NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"status" text NOT NULL,
	"origin_station" text NOT NULL,
	"destination_station" text NOT NULL,
	"loading_address_uuid" uuid,
	"ready_date" date NOT NULL,
	"containers" jsonb NOT NULL,
	"cargo_description" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "rail_commissions_commission_no_unique" UNIQUE("commission_no"),
	CONSTRAINT "rail_commissions_status_check" CHECK ("rail_commissions"."status" in ('SUBMITTED', 'ACCEPTED', 'REJECTED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "user_messages" DROP CONSTRAINT "user_messages_type_check";--> statement-breakpoint
ALTER TABLE "rail_commissions" ADD CONSTRAINT "rail_commissions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_commissions" ADD CONSTRAINT "rail_commissions_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "public"."bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_commissions" ADD CONSTRAINT "rail_commissions_loading_address_uuid_loading_addresses_uuid_fk" FOREIGN KEY ("loading_address_uuid") REFERENCES "public"."loading_addresses"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_commissions" ADD CONSTRAINT "rail_commissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_commissions" ADD CONSTRAINT "rail_commissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rail_commissions_enterprise_created_idx" ON "rail_commissions" USING btree ("enterprise_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rail_commissions_status_created_idx" ON "rail_commissions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_type_check" CHECK ("user_messages"."type" in ('BOOKING_CONFIRMED', 'BOOKING_SHUTOUT', 'BOOKING_CANCELED', 'BL_ISSUED', 'BL_RELEASED', 'RAIL_COMMISSION_ACCEPTED', 'RAIL_COMMISSION_REJECTED'));