-- Callbacks and webhooks of the demo providers wait before they are sent again, longer after each
-- failure (exponential backoff with jitter), instead of at every worker round.
alter table demo_provider_payments add column callback_next_at timestamptz;
alter table demo_provider_payouts add column callback_next_at timestamptz;
alter table demo_identity_applicants add column webhook_next_at timestamptz;
