CREATE TABLE "rating_answer_links" (
	"object_number" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rating_answer_links" ADD CONSTRAINT "rating_answer_links_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE no action ON UPDATE no action;