CREATE TYPE "public"."booking_method" AS ENUM('booking', 'option', 'request');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'optioned', 'pending', 'confirmed', 'declined', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."content_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."object_type" AS ENUM('house', 'apartment');--> statement-breakpoint
CREATE TYPE "public"."offer_kind" AS ENUM('filter', 'theme', 'season');--> statement-breakpoint
CREATE TYPE "public"."poi_kind" AS ENUM('report', 'sight');--> statement-breakpoint
CREATE TYPE "public"."provider_type" AS ENUM('wholesaler', 'agency', 'private');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"short_name" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" varchar(2) DEFAULT 'de' NOT NULL,
	"partner_id" integer,
	"confirm_id" varchar(64),
	"confirmed_at" timestamp with time zone,
	"reset_id" varchar(64),
	"reset_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider_type" "provider_type" DEFAULT 'wholesaler' NOT NULL,
	"offer_filter_id" integer,
	"email" text,
	"phone" text,
	"inkasso" varchar(16) DEFAULT 'agency' NOT NULL,
	"cancellation_label_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"booking_id" serial PRIMARY KEY NOT NULL,
	"display_number" integer NOT NULL,
	"customer_number" integer NOT NULL,
	"object_number" integer NOT NULL,
	"method" "booking_method" NOT NULL,
	"status" "booking_status" NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"child_ages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pets" smallint DEFAULT 0 NOT NULL,
	"price" jsonb NOT NULL,
	"price_complete_cents" integer NOT NULL,
	"landlord_hash" varchar(64) NOT NULL,
	"partner_id" integer,
	"pid" varchar(32),
	"uid" varchar(64),
	"language" varchar(2) DEFAULT 'de' NOT NULL,
	"message" text,
	"option_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_display_number_unique" UNIQUE("display_number")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"pid" varchar(32) PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"phone_interact" varchar(32),
	"phone_display" varchar(40),
	"watchlist_share" boolean DEFAULT false NOT NULL,
	"encouragement_alert" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellation_labels" (
	"id" integer PRIMARY KEY NOT NULL,
	"css_class" varchar(32) DEFAULT 'success' NOT NULL,
	"icon" varchar(32) DEFAULT 'calendar-check' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"deadline_days" smallint NOT NULL,
	"label" jsonb NOT NULL,
	"head" jsonb NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"page" varchar(64) NOT NULL,
	"container_key" varchar(64) NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"content" jsonb NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"locked_by" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mandant" varchar(32) NOT NULL,
	"uid" varchar(64),
	"form" varchar(16) NOT NULL,
	"reason" varchar(32) NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" text,
	"phone" text,
	"object_number" integer,
	"message" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"preposition" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bounds" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"no_index" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_number" integer PRIMARY KEY NOT NULL,
	"account_id" integer,
	"email" varchar(254) NOT NULL,
	"salutation" varchar(16),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text,
	"zipcode" varchar(16),
	"city" text,
	"country" varchar(2) DEFAULT 'de' NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landlords" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"language" varchar(2) DEFAULT 'de' NOT NULL,
	"private_landlord" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "last_seen_objects" (
	"uid" varchar(64) NOT NULL,
	"object_number" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"object_data" jsonb,
	CONSTRAINT "last_seen_objects_uid_object_number_pk" PRIMARY KEY("uid","object_number")
);
--> statement-breakpoint
CREATE TABLE "mailer_preferences" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(2) DEFAULT 'de' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"doi_token" varchar(64),
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_availability" (
	"object_number" integer PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"vacancy" text NOT NULL,
	"arrival" text,
	"departure" text,
	"min_stay" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_descriptions" (
	"object_number" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"text" text NOT NULL,
	"translated_from" varchar(2),
	CONSTRAINT "object_descriptions_object_number_language_pk" PRIMARY KEY("object_number","language")
);
--> statement-breakpoint
CREATE TABLE "object_distinctions" (
	"object_number" integer NOT NULL,
	"distinction_id" integer NOT NULL,
	CONSTRAINT "object_distinctions_object_number_distinction_id_pk" PRIMARY KEY("object_number","distinction_id")
);
--> statement-breakpoint
CREATE TABLE "object_images" (
	"object_number" integer NOT NULL,
	"position" smallint NOT NULL,
	"photo_id" varchar(64) NOT NULL,
	"caption" jsonb,
	CONSTRAINT "object_images_object_number_position_pk" PRIMARY KEY("object_number","position")
);
--> statement-breakpoint
CREATE TABLE "object_offers" (
	"offer_id" integer NOT NULL,
	"object_number" integer NOT NULL,
	CONSTRAINT "object_offers_offer_id_object_number_pk" PRIMARY KEY("offer_id","object_number")
);
--> statement-breakpoint
CREATE TABLE "object_price_rules" (
	"object_number" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"object_number" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"titles" jsonb NOT NULL,
	"object_type" "object_type" NOT NULL,
	"agency_id" integer NOT NULL,
	"landlord_id" integer,
	"provider_type" "provider_type" DEFAULT 'wholesaler' NOT NULL,
	"private_object" boolean DEFAULT false NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"region_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"persons_max" smallint NOT NULL,
	"adults_max" smallint NOT NULL,
	"count_rooms" smallint NOT NULL,
	"count_rooms_bath" smallint NOT NULL,
	"count_rooms_sleeping" smallint NOT NULL,
	"squaremeter_living" smallint NOT NULL,
	"squaremeter_complete" integer NOT NULL,
	"pets_allowed" smallint DEFAULT 0 NOT NULL,
	"pet_size" varchar(8),
	"swimmingpool" boolean DEFAULT false NOT NULL,
	"internet" boolean DEFAULT false NOT NULL,
	"terrace" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"tv" boolean DEFAULT false NOT NULL,
	"dishwasher" boolean DEFAULT false NOT NULL,
	"washingmachine" boolean DEFAULT false NOT NULL,
	"nonsmoking" boolean DEFAULT false NOT NULL,
	"sauna" boolean DEFAULT false NOT NULL,
	"grill" boolean DEFAULT false NOT NULL,
	"airconditioning" boolean DEFAULT false NOT NULL,
	"whirlpool" boolean DEFAULT false NOT NULL,
	"fireplace" boolean DEFAULT false NOT NULL,
	"fishing" boolean DEFAULT false NOT NULL,
	"boatrentalservice" boolean DEFAULT false NOT NULL,
	"seaview" boolean DEFAULT false NOT NULL,
	"dist_sea" integer,
	"dist_lake" integer,
	"dist_skilift" integer,
	"dist_skiloipe" integer,
	"min_price_cents" integer,
	"rating_average" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"recommendation" real DEFAULT 0 NOT NULL,
	"free_cancel" boolean DEFAULT false NOT NULL,
	"cancellation_label_id" integer,
	"native_language" varchar(2) DEFAULT 'de' NOT NULL,
	"feed_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_distinctions" (
	"id" integer PRIMARY KEY NOT NULL,
	"variant" varchar(16) NOT NULL,
	"icon" varchar(32) NOT NULL,
	"label" jsonb NOT NULL,
	"ignore" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" "offer_kind" NOT NULL,
	"name" text NOT NULL,
	"theme" varchar(24),
	"title" jsonb NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo_url" jsonb NOT NULL,
	"query" jsonb NOT NULL,
	"country_code" varchar(2),
	"region_id" integer,
	"hero_photo_id" varchar(64),
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_overwrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_type" varchar(32) NOT NULL,
	"translation" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_shorted" text NOT NULL,
	"photo_id" varchar(64),
	"languages" text[] DEFAULT '{de}'::text[] NOT NULL,
	"contexts" text[] DEFAULT '{default}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_staff_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"partner_tag_name" varchar(64),
	"partner_name" text NOT NULL,
	"partner_parent" varchar(32),
	"partner_phone" text,
	"partner_url" text,
	"ignore_partner_url" boolean DEFAULT false NOT NULL,
	"partner_email" text,
	"paxlounge_nr" varchar(32),
	"hide_insurances" boolean DEFAULT false NOT NULL,
	"hide_newsletter" boolean DEFAULT false NOT NULL,
	"hide_bonus" boolean DEFAULT false NOT NULL,
	"allow_midoco_usage" boolean DEFAULT false NOT NULL,
	"show_header" boolean DEFAULT true NOT NULL,
	"show_header_logo" boolean DEFAULT true NOT NULL,
	"login_code_hash" text
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"setting" varchar(16) NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"no_index" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pois" (
	"poi_id" integer PRIMARY KEY NOT NULL,
	"kind" "poi_kind" NOT NULL,
	"titles" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"country_code" varchar(2),
	"region_id" integer,
	"place_id" integer,
	"lat" double precision,
	"lon" double precision,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"rating_number" integer PRIMARY KEY NOT NULL,
	"object_number" integer NOT NULL,
	"votes" jsonb DEFAULT '{"cleanliness":5,"externalImpression":5,"furniture":5,"location":5,"priceToService":5}'::jsonb NOT NULL,
	"votes_average" real NOT NULL,
	"travel_from" date NOT NULL,
	"travel_to" date NOT NULL,
	"travel_type" varchar(16) NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"rating_date" date NOT NULL,
	"author_name" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"landlord_answer" text,
	"landlord_answer_date" date,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"state" varchar(8),
	"bounds" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"no_index" boolean DEFAULT false NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"state" varchar(8),
	"name" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"objects" integer NOT NULL,
	"generator_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mandant" varchar(32) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"uid" varchar(64),
	"object_number" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_overrides" (
	"language" varchar(2) NOT NULL,
	"namespace" varchar(32) NOT NULL,
	"key" varchar(200) NOT NULL,
	"value" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_overrides_language_namespace_key_pk" PRIMARY KEY("language","namespace","key")
);
--> statement-breakpoint
CREATE TABLE "travel_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"customer_number" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_status" varchar(16) DEFAULT 'open' NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "traveler_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2),
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"valid_from" date,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "watch_lists" (
	"uid" varchar(64) PRIMARY KEY NOT NULL,
	"share_uid" varchar(64) NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_lists_share_uid_unique" UNIQUE("share_uid")
);
--> statement-breakpoint
CREATE TABLE "watched_objects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" varchar(64) NOT NULL,
	"object_number" integer NOT NULL,
	"price" integer,
	"price_original" integer,
	"price_percent_reduction" smallint,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"start_date" date,
	"end_date" date,
	"persons" smallint,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_contents" ADD CONSTRAINT "cms_contents_locked_by_accounts_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_contents" ADD CONSTRAINT "cms_contents_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlords" ADD CONSTRAINT "landlords_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_seen_objects" ADD CONSTRAINT "last_seen_objects_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailer_preferences" ADD CONSTRAINT "mailer_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_availability" ADD CONSTRAINT "object_availability_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_descriptions" ADD CONSTRAINT "object_descriptions_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_distinctions" ADD CONSTRAINT "object_distinctions_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_distinctions" ADD CONSTRAINT "object_distinctions_distinction_id_offer_distinctions_id_fk" FOREIGN KEY ("distinction_id") REFERENCES "public"."offer_distinctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_images" ADD CONSTRAINT "object_images_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_offers" ADD CONSTRAINT "object_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_offers" ADD CONSTRAINT "object_offers_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_price_rules" ADD CONSTRAINT "object_price_rules_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_overwrites" ADD CONSTRAINT "office_overwrites_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_staff_times" ADD CONSTRAINT "office_staff_times_staff_id_office_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."office_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pois" ADD CONSTRAINT "pois_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pois" ADD CONSTRAINT "pois_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pois" ADD CONSTRAINT "pois_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_overrides" ADD CONSTRAINT "translation_overrides_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_vouchers" ADD CONSTRAINT "travel_vouchers_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_vouchers" ADD CONSTRAINT "travel_vouchers_customer_number_customers_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("customer_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveler_notices" ADD CONSTRAINT "traveler_notices_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_lists" ADD CONSTRAINT "watch_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_objects" ADD CONSTRAINT "watched_objects_object_number_objects_object_number_fk" FOREIGN KEY ("object_number") REFERENCES "public"."objects"("object_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_confirm_idx" ON "accounts" USING btree ("confirm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_reset_idx" ON "accounts" USING btree ("reset_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "bookings_object_dates_idx" ON "bookings" USING btree ("object_number","start_date");--> statement-breakpoint
CREATE INDEX "bookings_uid_idx" ON "bookings" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_contents_key_idx" ON "cms_contents" USING btree ("language","page","container_key","status");--> statement-breakpoint
CREATE INDEX "customers_account_idx" ON "customers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "landlords_agency_idx" ON "landlords" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "last_seen_uid_seen_idx" ON "last_seen_objects" USING btree ("uid","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_idx" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_doi_idx" ON "newsletter_subscriptions" USING btree ("doi_token");--> statement-breakpoint
CREATE INDEX "object_offers_object_idx" ON "object_offers" USING btree ("object_number");--> statement-breakpoint
CREATE INDEX "objects_country_idx" ON "objects" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "objects_region_idx" ON "objects" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "objects_place_idx" ON "objects" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "objects_agency_idx" ON "objects" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "objects_landlord_idx" ON "objects" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "objects_active_persons_idx" ON "objects" USING btree ("active","persons_max");--> statement-breakpoint
CREATE INDEX "objects_min_price_idx" ON "objects" USING btree ("min_price_cents");--> statement-breakpoint
CREATE INDEX "offers_kind_idx" ON "offers" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "offers_country_idx" ON "offers" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "office_staff_times_start_idx" ON "office_staff_times" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "places_region_idx" ON "places" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "places_country_idx" ON "places" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "pois_region_idx" ON "pois" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "ratings_object_idx" ON "ratings" USING btree ("object_number","rating_date");--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "school_holidays_country_idx" ON "school_holidays" USING btree ("country_code","start_date");--> statement-breakpoint
CREATE INDEX "tracking_events_kind_created_idx" ON "tracking_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "travel_vouchers_booking_idx" ON "travel_vouchers" USING btree ("booking_id","customer_number");--> statement-breakpoint
CREATE UNIQUE INDEX "watched_objects_uid_object_idx" ON "watched_objects" USING btree ("uid","object_number");