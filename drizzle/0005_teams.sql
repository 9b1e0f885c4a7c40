CREATE TABLE "team_invite_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_invite_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invite_id" integer NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_invites_max_uses_check" CHECK ("team_invites"."max_uses" between 1 and 100),
	CONSTRAINT "team_invites_use_count_check" CHECK ("team_invites"."use_count" between 0 and "team_invites"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_invite_uses" ADD CONSTRAINT "team_invite_uses_invite_id_team_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."team_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invite_uses" ADD CONSTRAINT "team_invite_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invite_uses_invite_id_idx" ON "team_invite_uses" USING btree ("invite_id");--> statement-breakpoint
CREATE INDEX "team_invite_uses_user_id_idx" ON "team_invite_uses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_invites_organization_id_created_at_idx" ON "team_invites" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "team_invites_created_by_idx" ON "team_invites" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_owner_per_team_idx" ON "users" USING btree ("organization_id") WHERE "users"."team_role" = 'owner';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_role_check" CHECK ("users"."team_role" is null or "users"."team_role" in ('owner', 'member'));