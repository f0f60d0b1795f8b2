CREATE TABLE "failure_locks" (
	"scope" varchar(40) NOT NULL,
	"key" varchar(64) NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"refused" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "failure_locks_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "quota_uses" (
	"scope" varchar(40) NOT NULL,
	"key" varchar(64) NOT NULL,
	"uses" timestamp with time zone[] NOT NULL,
	"taken" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quota_uses_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "failure_locks_expires_idx" ON "failure_locks" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "quota_uses_expires_idx" ON "quota_uses" USING btree ("expires_at");