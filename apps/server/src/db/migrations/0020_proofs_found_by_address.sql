-- What a proof of an address looks up by that address: walk-ins booked under it (on every verification, reset or
-- Google sign-in) and the contact messages sent to it (the data export), each on an index, not the history.
CREATE INDEX "orders_customer_email_lower_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "problems_email_lower_idx" ON "problems" USING btree (lower("email"));