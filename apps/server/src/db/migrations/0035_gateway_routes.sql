CREATE TABLE "sys_gateway_route" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"router_id" text NOT NULL,
	"name" text NOT NULL,
	"uri" text NOT NULL,
	"predicates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retryable" boolean DEFAULT false NOT NULL,
	"strip_prefix" boolean DEFAULT true NOT NULL,
	"forward_auth" boolean DEFAULT false NOT NULL,
	"public_access" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_gateway_route" ADD CONSTRAINT "sys_gateway_route_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_gateway_route_router_id_uq" ON "sys_gateway_route" USING btree ("router_id");--> statement-breakpoint
CREATE INDEX "sys_gateway_route_tenant_create_time_idx" ON "sys_gateway_route" USING btree ("tenant_id","create_time");