ALTER TABLE "media_uploads" ADD COLUMN "content_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "media_uploads_hash_idx" ON "media_uploads" USING btree ("kind","content_hash");