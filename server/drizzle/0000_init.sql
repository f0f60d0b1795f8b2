CREATE TABLE "auth_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" varchar(60) NOT NULL,
	"browser" varchar(60) NOT NULL,
	"os" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" varchar(40) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"family_id" varchar(40) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(200) NOT NULL,
	"password_hash" text,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"middle_name" varchar(100) DEFAULT '' NOT NULL,
	"country_code" varchar(8) DEFAULT '1' NOT NULL,
	"phone_number" varchar(20) DEFAULT '' NOT NULL,
	"account" varchar(20) DEFAULT 'Personal' NOT NULL,
	"account_type" varchar(30) DEFAULT 'Wallet' NOT NULL,
	"company_name" varchar(200),
	"status" varchar(20) DEFAULT 'Disable' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"is_access_dashboard" boolean DEFAULT true NOT NULL,
	"is_one_share_holder" varchar(3) DEFAULT 'No' NOT NULL,
	"is_added_all_share_holders" varchar(3) DEFAULT 'No' NOT NULL,
	"vip_user" varchar(3) DEFAULT 'No' NOT NULL,
	"tier" integer DEFAULT 0 NOT NULL,
	"referal_code" varchar(40) NOT NULL,
	"referred_by" integer,
	"demo_user" boolean DEFAULT false NOT NULL,
	"totp_secret" varchar(64),
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"login_second_factor" varchar(30) DEFAULT 'none' NOT NULL,
	"image_file" varchar(200),
	"lang" varchar(2) DEFAULT 'en' NOT NULL,
	"dob" varchar(20),
	"timezone" varchar(60),
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_notification" varchar(10) DEFAULT 'Enable' NOT NULL,
	"parent_user_id" integer,
	"user_group_id" integer,
	"broker_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iban_kyc_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"document_file" varchar(200),
	"proof_file" varchar(200),
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"rejected_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kyc_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document_type_id" integer,
	"document_title" varchar(120),
	"document_country_id" integer,
	"front_upload_id" integer,
	"back_upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kyc_status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"aml_kyc_status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"cip_kyc_status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"iddoc_kyc_status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"address_kyc_status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"provider_applicant_id" varchar(80),
	"rejected_reason" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"notification_type" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'Enable' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"read" varchar(3) DEFAULT 'No' NOT NULL,
	"transaction_type" varchar(20) DEFAULT 'Deposit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fullname" varchar(200) NOT NULL,
	"email" varchar(200) NOT NULL,
	"country_code" varchar(8) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"link_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"command" varchar(60) NOT NULL,
	"args" jsonb NOT NULL,
	"ok" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"endpoint_id" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"purpose" varchar(20) NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"op_hash" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"code" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_operations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"op_hash" varchar(64) NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factor_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"flow" varchar(20) NOT NULL,
	"mode" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factor_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_totp_step" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"stored_name" varchar(200) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branding" (
	"id" integer PRIMARY KEY NOT NULL,
	"logo" varchar(200),
	"mobile_logo" varchar(200),
	"favicon" varchar(200),
	"logo_title" varchar(200) NOT NULL,
	"tagline" varchar(300) NOT NULL,
	"colors" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"sortname" varchar(3) NOT NULL,
	"phonecode" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"page_description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timezones" (
	"id" serial PRIMARY KEY NOT NULL,
	"gmtdata" varchar(20) NOT NULL,
	"timezonedata" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_name" varchar(120) NOT NULL,
	"account_number" varchar(40) NOT NULL,
	"routing_number" varchar(40) NOT NULL,
	"swift_code" varchar(20) NOT NULL,
	"bank_name" varchar(120) NOT NULL,
	"account_currency_type" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_coins" (
	"id" integer PRIMARY KEY NOT NULL,
	"coin" varchar(40) NOT NULL,
	"coin_code" varchar(10) NOT NULL,
	"network" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"kind" varchar(10) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"house_role" varchar(20),
	"name" varchar(120) DEFAULT '' NOT NULL,
	"account_number" varchar(40),
	"routing_number" varchar(40),
	"swift_code" varchar(20),
	"bank_name" varchar(120),
	"iban_number" varchar(40),
	"wallet_address" varchar(120),
	"network" varchar(30),
	"wallet_address_status" varchar(20),
	"crypto_id" integer,
	"card_id" integer,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"balance" numeric(30, 8) DEFAULT '0' NOT NULL,
	"held" numeric(30, 8) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"reference" varchar(60) NOT NULL,
	"status" varchar(10) DEFAULT 'held' NOT NULL,
	"capture_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"balance_after" numeric(30, 8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"reference" varchar(60) NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"direction" varchar(10) NOT NULL,
	"wallet_address" varchar(120) NOT NULL,
	"status" varchar(20) DEFAULT 'Approved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wallet_id" integer NOT NULL,
	"coin_code" varchar(10) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"transaction_hash" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "crypto_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_wallet_id" integer NOT NULL,
	"to_wallet_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"coin_code" varchar(10) NOT NULL,
	"amount" numeric(30, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wallet_id" integer NOT NULL,
	"coin_code" varchar(10) NOT NULL,
	"address" varchar(120) NOT NULL,
	"network" varchar(30) NOT NULL,
	"original_amount" numeric(30, 8) NOT NULL,
	"withdraw_amount" numeric(30, 8) NOT NULL,
	"tenpercnt" numeric(30, 8) NOT NULL,
	"transaction_fees" numeric(30, 8) NOT NULL,
	"transaction_hash" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "exchange_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exchange_type" varchar(4) NOT NULL,
	"exchnage_pair" varchar(20) NOT NULL,
	"fiat_account_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"fiat_amount" numeric(30, 8) NOT NULL,
	"crypto_amount" numeric(30, 8) NOT NULL,
	"rate" numeric(30, 8) NOT NULL,
	"admin_reward" numeric(30, 8) DEFAULT '0' NOT NULL,
	"admin_transaction_hash" varchar(120),
	"admin_note" text
);
--> statement-breakpoint
CREATE TABLE "fiat_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"fund_amount" numeric(30, 8) NOT NULL,
	"finaljama" numeric(30, 8) NOT NULL,
	"tenpercnt" numeric(30, 8) NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"transaction_hash" varchar(120),
	"proof_upload_id" integer
);
--> statement-breakpoint
CREATE TABLE "iban_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer NOT NULL,
	"sender" varchar(200) NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"payment_type" varchar(20) NOT NULL,
	"debit_credit" varchar(6) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"network_fee" numeric(30, 8) DEFAULT '0' NOT NULL,
	"site_fee" numeric(30, 8) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"fee" numeric(30, 8) DEFAULT '0' NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"used" numeric(30, 8) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_wires" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"admin_fees" numeric(30, 8) NOT NULL,
	"total_amount" numeric(30, 8) NOT NULL,
	"payee" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"payment_proof" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "swap_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_wallet_id" integer NOT NULL,
	"to_wallet_id" integer NOT NULL,
	"from_coin" varchar(10) NOT NULL,
	"to_coin" varchar(10) NOT NULL,
	"from_amount" numeric(30, 8) NOT NULL,
	"to_amount" numeric(30, 8) NOT NULL,
	"admin_reward" numeric(30, 8) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_address_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wallet_id" integer NOT NULL,
	"wallet_address" varchar(120),
	"network" varchar(30) NOT NULL,
	"rejected_reason" text
);
--> statement-breakpoint
CREATE TABLE "wire_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"temp_name" varchar(120) NOT NULL,
	"payee" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_name" varchar(120) NOT NULL,
	"card_desc" text NOT NULL,
	"card_type" varchar(10) NOT NULL,
	"joining_fees_usd" numeric(30, 8) NOT NULL,
	"joining_fees_eur" numeric(30, 8) NOT NULL,
	"annual_fees_usd" numeric(30, 8) NOT NULL,
	"annual_fees_eur" numeric(30, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"cardtra_type" varchar(6) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"debit_currency" varchar(10) NOT NULL,
	"debit_amount" numeric(30, 8) NOT NULL,
	"fees" numeric(30, 8) DEFAULT '0' NOT NULL,
	"issue_status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"reference" varchar(60) NOT NULL,
	"ledger_transaction_id" integer,
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" varchar(60) NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"merchant" varchar(120) NOT NULL,
	"transaction_type" varchar(20) NOT NULL,
	"issue_status" varchar(20) DEFAULT 'Completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"delivery_id" integer,
	"account_id" integer,
	"card_currancy" varchar(10) NOT NULL,
	"card_number" varchar(19),
	"exp_month" varchar(2),
	"exp_year" varchar(4),
	"cvv" varchar(4),
	"card_customer_name" varchar(120) NOT NULL,
	"usercard_status" varchar(20) DEFAULT 'Pending' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"dname" varchar(120) NOT NULL,
	"workingdays" varchar(40) NOT NULL,
	"usdprice" numeric(30, 8) NOT NULL,
	"europrice" numeric(30, 8) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auth_challenges_hash_uq" ON "auth_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_logs_user_idx" ON "login_logs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referal_code_uq" ON "users" USING btree ("referal_code");--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iban_kyc_forms_user_uq" ON "iban_kyc_forms" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_records_user_uq" ON "kyc_records" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referral_requests_user_idx" ON "referral_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "otp_codes_user_idx" ON "otp_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_settings_uq" ON "second_factor_settings" USING btree ("user_id","flow");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_stored_uq" ON "uploads" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_number_uq" ON "ledger_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "ledger_holds_account_idx" ON "ledger_holds" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_reference_uq" ON "ledger_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_tx_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reference_uq" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "fiat_deposits_user_idx" ON "fiat_deposits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "internal_transfers_user_idx" ON "internal_transfers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "internal_transfers_to_idx" ON "internal_transfers" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "limit_usage_user_idx" ON "limit_usage" USING btree ("user_id","kind","year");--> statement-breakpoint
CREATE INDEX "outgoing_wires_user_idx" ON "outgoing_wires" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wire_templates_user_idx" ON "wire_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "card_transactions_user_idx" ON "card_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "card_usage_card_idx" ON "card_usage" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");