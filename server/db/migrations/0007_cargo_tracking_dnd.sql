CREATE TABLE "container_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"container_uuid" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_code" text NOT NULL,
	"classifier" text NOT NULL,
	"location_code" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"voyage_uuid" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_events_type_check" CHECK ("container_events"."event_type" in ('EQUIPMENT', 'TRANSPORT')),
	CONSTRAINT "container_events_code_check" CHECK ("container_events"."event_code" in ('GTOT', 'GTIN', 'STUF', 'LOAD', 'DISC', 'STRP', 'DEPA', 'ARRI')),
	CONSTRAINT "container_events_classifier_check" CHECK ("container_events"."classifier" in ('PLN', 'ACT'))
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"container_no" text NOT NULL,
	"container_type" text NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "containers_booking_no_unique" UNIQUE("booking_uuid","container_no"),
	CONSTRAINT "containers_no_check" CHECK ("containers"."container_no" ~ '^[A-Z]{3}[UJZ][0-9]{7}$'),
	CONSTRAINT "containers_type_check" CHECK ("containers"."container_type" in ('20GP', '40GP', '40HC', '20RF', '40RF'))
);
--> statement-breakpoint
CREATE TABLE "dnd_tariff_tiers" (
	"tariff_id" uuid NOT NULL,
	"from_day" integer NOT NULL,
	"to_day" integer,
	"rate_minor" integer NOT NULL,
	CONSTRAINT "dnd_tariff_tiers_pk" PRIMARY KEY("tariff_id","from_day"),
	CONSTRAINT "dnd_tariff_tiers_days_check" CHECK ("dnd_tariff_tiers"."from_day" >= 1 and ("dnd_tariff_tiers"."to_day" is null or "dnd_tariff_tiers"."to_day" >= "dnd_tariff_tiers"."from_day")),
	CONSTRAINT "dnd_tariff_tiers_rate_check" CHECK ("dnd_tariff_tiers"."rate_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "dnd_tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"port_code" text NOT NULL,
	"container_type" text NOT NULL,
	"currency" text NOT NULL,
	"free_days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dnd_tariffs_port_type_unique" UNIQUE("port_code","container_type"),
	CONSTRAINT "dnd_tariffs_type_check" CHECK ("dnd_tariffs"."container_type" in ('20GP', '40GP', '40HC', '20RF', '40RF')),
	CONSTRAINT "dnd_tariffs_currency_check" CHECK ("dnd_tariffs"."currency" in ('RMB', 'JPY')),
	CONSTRAINT "dnd_tariffs_free_days_check" CHECK ("dnd_tariffs"."free_days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "container_events" ADD CONSTRAINT "container_events_container_uuid_containers_uuid_fk" FOREIGN KEY ("container_uuid") REFERENCES "public"."containers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_events" ADD CONSTRAINT "container_events_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_events" ADD CONSTRAINT "container_events_location_code_ports_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_events" ADD CONSTRAINT "container_events_voyage_uuid_voyages_uuid_fk" FOREIGN KEY ("voyage_uuid") REFERENCES "public"."voyages"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_events" ADD CONSTRAINT "container_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "public"."bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_tariff_tiers" ADD CONSTRAINT "dnd_tariff_tiers_tariff_id_dnd_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."dnd_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_tariffs" ADD CONSTRAINT "dnd_tariffs_port_code_ports_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_tariffs" ADD CONSTRAINT "dnd_tariffs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "container_events_container_idx" ON "container_events" USING btree ("container_uuid","event_time");--> statement-breakpoint
CREATE INDEX "containers_no_idx" ON "containers" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "containers_enterprise_idx" ON "containers" USING btree ("enterprise_id");