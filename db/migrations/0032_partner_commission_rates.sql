CREATE TABLE "partner_commission_rates" (
	"partner_id" integer NOT NULL,
	"valid_from" varchar(7) NOT NULL,
	"rate_bp" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_commission_rates_partner_id_valid_from_pk" PRIMARY KEY("partner_id","valid_from"),
	CONSTRAINT "partner_commission_rates_rate_bp" CHECK ("partner_commission_rates"."rate_bp" between 0 and 5000),
	CONSTRAINT "partner_commission_rates_valid_from" CHECK ("partner_commission_rates"."valid_from" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
