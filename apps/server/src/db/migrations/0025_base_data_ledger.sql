CREATE TABLE "sys_base_data" (
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"seed_key" text NOT NULL,
	"row_id" text,
	"applied" jsonb NOT NULL,
	CONSTRAINT "sys_base_data_kind_scope_seed_key_pk" PRIMARY KEY("kind","scope","seed_key")
);
