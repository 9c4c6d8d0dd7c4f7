CREATE TABLE "bank_statement_entries" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"ref" varchar(140) NOT NULL,
	"booked_on" date,
	"value_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"payer" varchar(140),
	"payer_iban" varchar(34),
	"remittance" text NOT NULL,
	"allocated_cents" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_entries_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE INDEX "bank_statement_entries_status_idx" ON "bank_statement_entries" USING btree ("status","value_on");