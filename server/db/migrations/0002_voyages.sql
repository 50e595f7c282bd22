CREATE TABLE "fares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_code" text NOT NULL,
	"cabin_class" text NOT NULL,
	"ticket_type" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	CONSTRAINT "fares_currency_check" CHECK ("fares"."currency" in ('RMB', 'JPY')),
	CONSTRAINT "fares_amount_check" CHECK ("fares"."amount" >= 0),
	CONSTRAINT "fares_period_check" CHECK ("fares"."effective_to" is null or "fares"."effective_to" > "fares"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"code" text PRIMARY KEY NOT NULL,
	"departure_port" text NOT NULL,
	"arrival_port" text NOT NULL,
	"default_vessel" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "routes_port_pair_unique" UNIQUE("departure_port","arrival_port"),
	CONSTRAINT "routes_duration_check" CHECK ("routes"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "voyage_inventory" (
	"voyage_uuid" uuid NOT NULL,
	"cabin_class" text NOT NULL,
	"total_berths" integer NOT NULL,
	"remaining_berths" integer NOT NULL,
	CONSTRAINT "voyage_inventory_pk" PRIMARY KEY("voyage_uuid","cabin_class"),
	CONSTRAINT "voyage_inventory_remaining_check" CHECK ("voyage_inventory"."remaining_berths" >= 0 and "voyage_inventory"."remaining_berths" <= "voyage_inventory"."total_berths")
);
--> statement-breakpoint
CREATE TABLE "voyages" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"route_code" text NOT NULL,
	"vessel" text NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"arrival_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voyages_code_unique" UNIQUE("code"),
	CONSTRAINT "voyages_status_check" CHECK ("voyages"."status" in ('SCHEDULED', 'CANCELLED')),
	CONSTRAINT "voyages_times_check" CHECK ("voyages"."arrival_time" > "voyages"."departure_time")
);
--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_route_code_routes_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_departure_port_ports_code_fk" FOREIGN KEY ("departure_port") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_arrival_port_ports_code_fk" FOREIGN KEY ("arrival_port") REFERENCES "public"."ports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyage_inventory" ADD CONSTRAINT "voyage_inventory_voyage_uuid_voyages_uuid_fk" FOREIGN KEY ("voyage_uuid") REFERENCES "public"."voyages"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyages" ADD CONSTRAINT "voyages_route_code_routes_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fares_route_cabin_idx" ON "fares" USING btree ("route_code","cabin_class","ticket_type","effective_from");--> statement-breakpoint
CREATE INDEX "voyages_route_departure_idx" ON "voyages" USING btree ("route_code","departure_time");