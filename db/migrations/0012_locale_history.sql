CREATE TABLE "translation_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"namespace" varchar(32) NOT NULL,
	"key" varchar(200) NOT NULL,
	"old_value" text,
	"new_value" text,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translation_history" ADD CONSTRAINT "translation_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_history_key_idx" ON "translation_history" USING btree ("language","namespace","key","id");