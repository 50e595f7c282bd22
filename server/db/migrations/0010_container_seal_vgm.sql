ALTER TABLE "containers" ADD COLUMN "seal_no" text;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "vgm_kg" numeric(12, 2);