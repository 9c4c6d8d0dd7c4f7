CREATE TABLE "partner_payouts" (
	"partner_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"amount_cents" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"basis_cents" bigint NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"account_id" integer,
	CONSTRAINT "partner_payouts_partner_id_month_pk" PRIMARY KEY("partner_id","month"),
	CONSTRAINT "partner_payouts_amount" CHECK ("partner_payouts"."amount_cents" > 0),
	CONSTRAINT "partner_payouts_month" CHECK ("partner_payouts"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
