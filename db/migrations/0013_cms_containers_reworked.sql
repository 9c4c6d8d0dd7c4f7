DROP TABLE "cms_contents" CASCADE;--> statement-breakpoint
DROP TYPE "public"."content_status";