CREATE SEQUENCE "public"."bl_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."booking_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bills_of_lading" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bl_no" text NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid,
	"telex_released_at" timestamp with time zone,
	"telex_released_by" uuid,
	CONSTRAINT "bills_of_lading_bl_no_unique" UNIQUE("bl_no"),
	CONSTRAINT "bills_of_lading_booking_uuid_unique" UNIQUE("booking_uuid")
);
--> statement-breakpoint
CREATE TABLE "booking_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"container_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"gross_weight_kg" numeric(12, 2) NOT NULL,
	CONSTRAINT "booking_containers_line_unique" UNIQUE("booking_uuid","line_no"),
	CONSTRAINT "booking_containers_type_check" CHECK ("booking_containers"."container_type" in ('20GP', '40GP', '40HC', '20RF', '40RF')),
	CONSTRAINT "booking_containers_quantity_check" CHECK ("booking_containers"."quantity" between 1 and 99),
	CONSTRAINT "booking_containers_weight_check" CHECK ("booking_containers"."gross_weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_state" jsonb,
	"to_state" jsonb NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor_check" CHECK ("booking_events"."actor" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "booking_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"role" text NOT NULL,
	"party_uuid" uuid,
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	CONSTRAINT "booking_parties_role_unique" UNIQUE("booking_uuid","role"),
	CONSTRAINT "booking_parties_role_check" CHECK ("booking_parties"."role" in ('BK', 'SH', 'CO', 'NF1', 'NF2', 'NF3', 'FW'))
);
--> statement-breakpoint
CREATE TABLE "booking_templates" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" text NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text NOT NULL,
	"state_value" jsonb NOT NULL,
	"pol_code" text DEFAULT '' NOT NULL,
	"pod_code" text DEFAULT '' NOT NULL,
	"voyage_uuid" uuid,
	"voyage_code" text DEFAULT '' NOT NULL,
	"vessel" text DEFAULT '' NOT NULL,
	"commodity" text DEFAULT '' NOT NULL,
	"cargo_description" text DEFAULT '' NOT NULL,
	"marks" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "bookings_booking_no_unique" UNIQUE("booking_no"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Draft', 'Submitted', 'Confirmed', 'Canceled', 'Shutout')),
	CONSTRAINT "bookings_sailing_check" CHECK ("bookings"."status" in ('Draft', 'Canceled') or "bookings"."voyage_uuid" is not null)
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"booking_ind" boolean DEFAULT false NOT NULL,
	"shipper_ind" boolean DEFAULT false NOT NULL,
	"consignee_ind" boolean DEFAULT false NOT NULL,
	"notify_party_ind" boolean DEFAULT false NOT NULL,
	"second_notify_party_ind" boolean DEFAULT false NOT NULL,
	"destination_receiver" boolean DEFAULT false NOT NULL,
	"forwarder_ind" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" uuid,
	"user_id" uuid,
	"type" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_ja" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_ja" text NOT NULL,
	"booking_uuid" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_messages_recipient_check" CHECK ("user_messages"."enterprise_id" is not null or "user_messages"."user_id" is not null),
	CONSTRAINT "user_messages_type_check" CHECK ("user_messages"."type" in ('BOOKING_CONFIRMED', 'BOOKING_SHUTOUT', 'BOOKING_CANCELED', 'BL_ISSUED', 'BL_RELEASED'))
);
--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "public"."bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_telex_released_by_users_id_fk" FOREIGN KEY ("telex_released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_containers" ADD CONSTRAINT "booking_containers_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "public"."bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_containers" ADD CONSTRAINT "booking_containers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "public"."bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_parties" ADD CONSTRAINT "booking_parties_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "public"."bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_parties" ADD CONSTRAINT "booking_parties_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_parties" ADD CONSTRAINT "booking_parties_party_uuid_parties_uuid_fk" FOREIGN KEY ("party_uuid") REFERENCES "public"."parties"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_templates" ADD CONSTRAINT "booking_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_templates" ADD CONSTRAINT "booking_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voyage_uuid_voyages_uuid_fk" FOREIGN KEY ("voyage_uuid") REFERENCES "public"."voyages"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "public"."bookings"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_of_lading_enterprise_idx" ON "bills_of_lading" USING btree ("enterprise_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_templates_name_idx" ON "booking_templates" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "bookings_enterprise_created_idx" ON "bookings" USING btree ("enterprise_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parties_enterprise_name_idx" ON "parties" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "user_messages_enterprise_idx" ON "user_messages" USING btree ("enterprise_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_messages_user_idx" ON "user_messages" USING btree ("user_id","created_at" DESC NULLS LAST);