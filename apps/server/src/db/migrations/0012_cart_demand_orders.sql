CREATE SEQUENCE "public"."mall_demand_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "mall_cart_item" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"style_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"product_version" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_demand" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"order_no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"order_time" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_company" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"currency" varchar(16) NOT NULL,
	"standard_price" numeric(24, 4) NOT NULL,
	"discount_rate" numeric(5, 4) DEFAULT '1' NOT NULL,
	"adjustment" numeric(24, 4) DEFAULT '0' NOT NULL,
	"actual_price" numeric(24, 4) NOT NULL,
	"expected_price" numeric(11, 2),
	"expected_memo" text DEFAULT '' NOT NULL,
	"price_locked" boolean DEFAULT false NOT NULL,
	"quote_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_demand_item" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"demand_id" text NOT NULL,
	"sort_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"style_id" text NOT NULL,
	"product_name" jsonb NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"image" text,
	"style_name" jsonb NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(11, 2) NOT NULL,
	"standard_price" numeric(24, 4) NOT NULL,
	"actual_price" numeric(24, 4) NOT NULL,
	"customer_info" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_demand_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"demand_id" text NOT NULL,
	"action" varchar(16) NOT NULL,
	"operator_id" text NOT NULL,
	"operator_name" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"old_price" numeric(24, 4),
	"new_price" numeric(24, 4),
	"memo" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_price_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"demand_id" text NOT NULL,
	"expected_price" numeric(11, 2) NOT NULL,
	"apply_memo" text DEFAULT '' NOT NULL,
	"apply_by" text NOT NULL,
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"approval_by" text,
	"approval_time" timestamp with time zone,
	"approval_memo" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_quote_setting" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"port_city" jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mall_demand_item" ADD CONSTRAINT "mall_demand_item_demand_id_mall_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."mall_demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_demand_log" ADD CONSTRAINT "mall_demand_log_demand_id_mall_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."mall_demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_price_apply" ADD CONSTRAINT "mall_price_apply_demand_id_mall_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."mall_demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_cart_item_style_uq" ON "mall_cart_item" USING btree ("tenant_id","user_id","style_id");--> statement-breakpoint
CREATE INDEX "mall_cart_item_user_idx" ON "mall_cart_item" USING btree ("tenant_id","user_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_demand_order_no_uq" ON "mall_demand" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "mall_demand_tenant_time_idx" ON "mall_demand" USING btree ("tenant_id","order_time");--> statement-breakpoint
CREATE INDEX "mall_demand_customer_time_idx" ON "mall_demand" USING btree ("tenant_id","customer_id","order_time");--> statement-breakpoint
CREATE INDEX "mall_demand_item_demand_idx" ON "mall_demand_item" USING btree ("demand_id","sort_no");--> statement-breakpoint
CREATE INDEX "mall_demand_log_demand_idx" ON "mall_demand_log" USING btree ("demand_id","time");--> statement-breakpoint
CREATE INDEX "mall_price_apply_demand_idx" ON "mall_price_apply" USING btree ("demand_id","apply_time");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_price_apply_one_in_review_uq" ON "mall_price_apply" USING btree ("demand_id") WHERE "mall_price_apply"."status" = 0;