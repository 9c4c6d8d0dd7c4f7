CREATE TABLE "catalogue_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" varchar(8) NOT NULL,
	"state" varchar(12) NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"file_bytes" integer,
	"file_modified_at" timestamp with time zone,
	"file_sha256" varchar(64),
	"summary" jsonb,
	"problems" jsonb,
	"problem_count" integer,
	"failure" varchar(40)
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_runs" ADD CONSTRAINT "catalogue_import_runs_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_import_runs_open_idx" ON "catalogue_import_runs" USING btree ("state") WHERE "catalogue_import_runs"."state" in ('requested', 'running');--> statement-breakpoint
CREATE INDEX "catalogue_import_runs_requested_idx" ON "catalogue_import_runs" USING btree ("requested_at");