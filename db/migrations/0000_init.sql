CREATE TABLE "cookie_consent_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mandant" varchar(32) NOT NULL,
	"uid" varchar(64) NOT NULL,
	"accepted" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_params" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mandant" varchar(32) NOT NULL,
	"uid" varchar(64) NOT NULL,
	"params" jsonb NOT NULL,
	"landing_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cookie_consent_logs_uid_idx" ON "cookie_consent_logs" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "tracking_params_uid_idx" ON "tracking_params" USING btree ("uid");