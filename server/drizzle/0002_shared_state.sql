CREATE TABLE "file_blobs" (
	"stored_name" varchar(200) PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_purchase_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"amount" varchar(20) NOT NULL,
	"merchant" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_purchase_queue_card_idx" ON "card_purchase_queue" USING btree ("card_id");