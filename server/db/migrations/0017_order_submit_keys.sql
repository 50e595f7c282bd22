CREATE TABLE "order_submit_keys" (
	"user_uuid" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_submit_keys_pk" PRIMARY KEY("user_uuid","key")
);
--> statement-breakpoint
ALTER TABLE "order_submit_keys" ADD CONSTRAINT "order_submit_keys_user_uuid_users_id_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_submit_keys" ADD CONSTRAINT "order_submit_keys_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_submit_keys_created_idx" ON "order_submit_keys" USING btree ("created_at");