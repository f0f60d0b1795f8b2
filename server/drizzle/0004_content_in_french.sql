ALTER TABLE "faq_categories" ADD COLUMN "category_name_fr" varchar(200);--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_fr" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_fr" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_fr" varchar(300);--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "title_fr" varchar(200);--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "page_description_fr" text;