CREATE TABLE "sys_session" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_category" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"parent_id" text,
	"name" jsonb NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_product" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"category_id" text NOT NULL,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"price" numeric(11, 2) NOT NULL,
	"currency" varchar(8) DEFAULT 'CNY' NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "mall_product_price_not_negative" CHECK ("mall_product"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" jsonb NOT NULL,
	"url" text,
	"component" text,
	"component_name" text,
	"redirect" text,
	"menu_type" smallint NOT NULL,
	"perms" text,
	"perms_type" varchar(10) DEFAULT '1' NOT NULL,
	"sort_no" double precision DEFAULT 0 NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"icon" text,
	"is_route" boolean DEFAULT true NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"description" text,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"rule_flag" smallint DEFAULT 0 NOT NULL,
	"status" varchar(2) DEFAULT '1' NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	CONSTRAINT "sys_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" text PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"begin_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"realname" text DEFAULT '' NOT NULL,
	"password" text NOT NULL,
	"avatar" text,
	"phone" text,
	"email" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_tenant" (
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	CONSTRAINT "sys_user_tenant_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_product" ADD CONSTRAINT "mall_product_category_id_mall_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ADD CONSTRAINT "sys_user_tenant_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ADD CONSTRAINT "sys_user_tenant_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_session_token_hash_uq" ON "sys_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_session_expires_at_idx" ON "sys_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mall_category_tenant_sort_idx" ON "mall_category" USING btree ("tenant_id","sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_product_tenant_sku_uq" ON "mall_product" USING btree ("tenant_id","sku");--> statement-breakpoint
CREATE INDEX "mall_product_tenant_hot_idx" ON "mall_product" USING btree ("tenant_id","hot","sort_no");--> statement-breakpoint
CREATE INDEX "mall_product_tenant_recommend_idx" ON "mall_product" USING btree ("tenant_id","recommend","sort_no");--> statement-breakpoint
CREATE INDEX "mall_product_tenant_category_idx" ON "mall_product" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_permission_menu_type_idx" ON "sys_permission" USING btree ("menu_type","sort_no");--> statement-breakpoint
CREATE INDEX "sys_role_permission_permission_idx" ON "sys_role_permission" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_role_code_uq" ON "sys_role" USING btree ("role_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_user_create_time_idx" ON "sys_user" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_user_tenant_tenant_idx" ON "sys_user_tenant" USING btree ("tenant_id","user_id");