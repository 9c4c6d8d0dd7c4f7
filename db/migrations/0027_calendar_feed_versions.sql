CREATE TABLE "calendar_feeds" (
	"object_number" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE no action ON UPDATE no action;