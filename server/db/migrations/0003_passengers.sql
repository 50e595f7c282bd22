CREATE TABLE "user_passengers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"cn_surname" text NOT NULL,
	"cn_given_name" text NOT NULL,
	"en_surname" text NOT NULL,
	"en_given_name" text NOT NULL,
	"nationality" text NOT NULL,
	"gender" text NOT NULL,
	"certificate_type" text NOT NULL,
	"certificate_no" text NOT NULL,
	"certificate_expiry" date NOT NULL,
	"second_certificate_type" text DEFAULT '' NOT NULL,
	"second_certificate_no" text DEFAULT '' NOT NULL,
	"second_certificate_expiry" date,
	"birth_date" date NOT NULL,
	"career" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"cn_mobile" text DEFAULT '' NOT NULL,
	"jp_mobile" text NOT NULL,
	"jp_address" text NOT NULL,
	"sailing_purpose" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_passengers" ADD CONSTRAINT "user_passengers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_passengers_owner_created_idx" ON "user_passengers" USING btree ("owner_user_id","created_at" DESC NULLS LAST);