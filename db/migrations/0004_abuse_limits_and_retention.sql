CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "cookie_consent_logs_created_idx" ON "cookie_consent_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_params_created_idx" ON "tracking_params" USING btree ("created_at");