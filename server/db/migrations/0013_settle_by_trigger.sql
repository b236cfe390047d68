-- Derived figures have one mechanism: triggers (README.md, "Derived figures"). The approval
-- statement used to move the company's supply, sold and collected totals and the member's balance
-- itself, beside the counters that triggers kept; it now only flips the purchase's status, and this
-- trigger settles the approval in the same statement, so it is still all or nothing, exactly once:
-- the status flip happens only from PENDING (one winner among concurrent decisions), and the CHECK
-- on remaining_private_supply, raised here, aborts the whole statement, flip included.
-- A purchase is written PENDING and leaves it only by a decision; an APPROVED one is final.
CREATE FUNCTION settle_approved_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET
    remaining_private_supply = remaining_private_supply - NEW.total_quantity,
    tokens_sold = tokens_sold + NEW.total_quantity,
    collected_bank = collected_bank + CASE WHEN NEW.payment_method = 'BANK' THEN NEW.final_amount ELSE 0 END,
    collected_upi = collected_upi + CASE WHEN NEW.payment_method = 'UPI' THEN NEW.final_amount ELSE 0 END,
    collected_manual = collected_manual + CASE WHEN NEW.payment_method = 'MANUAL' THEN NEW.final_amount ELSE 0 END,
    collected_crypto = collected_crypto + CASE WHEN NEW.payment_method = 'CRYPTO' THEN NEW.final_amount ELSE 0 END
  WHERE id = NEW.company_id;
  UPDATE users SET stock_balance = stock_balance + NEW.total_quantity WHERE id = NEW.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_settle_approval AFTER UPDATE OF status ON purchases
FOR EACH ROW WHEN (NEW.status = 'APPROVED' AND OLD.status IS DISTINCT FROM 'APPROVED')
EXECUTE FUNCTION settle_approved_purchase();
