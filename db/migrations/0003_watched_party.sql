ALTER TABLE "watched_objects" ADD COLUMN "childs" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watched_objects" ADD COLUMN "pets" smallint DEFAULT 0 NOT NULL;