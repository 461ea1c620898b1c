ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_kind";--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD COLUMN "promo_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "escrow_holds" ADD CONSTRAINT "escrow_holds_promo_amount_within" CHECK ("escrow_holds"."promo_amount" >= 0 and "escrow_holds"."promo_amount" <= "escrow_holds"."amount");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_kind" CHECK (("ledger_accounts"."owner_id" is null) = ("ledger_accounts"."kind" not in ('wallet', 'promo', 'escrow')));