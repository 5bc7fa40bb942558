CREATE TABLE "mall_product" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"category_id" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"scenario" jsonb DEFAULT '{"zh":"","en":""}'::jsonb NOT NULL,
	"features" jsonb DEFAULT '{"zh":"","en":""}'::jsonb NOT NULL,
	"price" numeric(11, 2),
	"currency" varchar(16) DEFAULT '' NOT NULL,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "mall_product_price_not_negative" CHECK ("mall_product"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_product_lot" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"lot_no" text NOT NULL,
	"product_id" text NOT NULL,
	"style_id" text,
	"production_date" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_product_parameter" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_product_part" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"part_product_id" text,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_product_resource" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"date" date,
	"version" text DEFAULT '' NOT NULL,
	"comment" jsonb DEFAULT '{"zh":"","en":""}'::jsonb NOT NULL,
	"file" text,
	"file_name" text DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_product_style" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"price" numeric(11, 2) NOT NULL,
	"currency" varchar(16) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "mall_product_style_price_not_negative" CHECK ("mall_product_style"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mall_product" ADD CONSTRAINT "mall_product_category_id_sys_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sys_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product_lot" ADD CONSTRAINT "mall_product_lot_product_id_mall_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product_lot" ADD CONSTRAINT "mall_product_lot_style_id_mall_product_style_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."mall_product_style"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product_parameter" ADD CONSTRAINT "mall_product_parameter_product_id_mall_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product_part" ADD CONSTRAINT "mall_product_part_product_id_mall_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product_part" ADD CONSTRAINT "mall_product_part_part_product_id_mall_product_id_fk" FOREIGN KEY ("part_product_id") REFERENCES "public"."mall_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product_resource" ADD CONSTRAINT "mall_product_resource_product_id_mall_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product_style" ADD CONSTRAINT "mall_product_style_product_id_mall_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_product_tenant_code_uq" ON "mall_product" USING btree ("tenant_id","code") WHERE "mall_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mall_product_search_terms_idx" ON "mall_product" USING gin ("search_terms");--> statement-breakpoint
CREATE INDEX "mall_product_shelf_sort_idx" ON "mall_product" USING btree ("tenant_id","status","sort_no","id");--> statement-breakpoint
CREATE INDEX "mall_product_shelf_newest_idx" ON "mall_product" USING btree ("tenant_id","status","create_time");--> statement-breakpoint
CREATE INDEX "mall_product_shelf_price_idx" ON "mall_product" USING btree ("tenant_id","status","price");--> statement-breakpoint
CREATE INDEX "mall_product_category_idx" ON "mall_product" USING btree ("tenant_id","category_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_product_lot_tenant_lot_uq" ON "mall_product_lot" USING btree ("tenant_id","lot_no");--> statement-breakpoint
CREATE INDEX "mall_product_lot_product_idx" ON "mall_product_lot" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "mall_product_parameter_product_idx" ON "mall_product_parameter" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "mall_product_part_product_idx" ON "mall_product_part" USING btree ("product_id","kind","sort_no");--> statement-breakpoint
CREATE INDEX "mall_product_resource_product_idx" ON "mall_product_resource" USING btree ("product_id","sort_no");--> statement-breakpoint
CREATE INDEX "mall_product_style_product_idx" ON "mall_product_style" USING btree ("product_id","sort_no");