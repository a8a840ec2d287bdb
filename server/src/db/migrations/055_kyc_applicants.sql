-- Identity verification (KYC), the platform's side: the applicant each account has at the identity
-- provider and where its review stands as the provider's webhooks told it. The account's own flags
-- (accounts.is_verified, is_on_verification) change in the same transaction as these rows.
create table kyc_applicants (
  account_id bigint primary key references accounts (id) on delete cascade,
  provider text not null check (length(provider) between 1 and 32),
  applicant_id text not null check (length(applicant_id) between 1 and 128),
  -- init: created, nothing submitted; pending: submitted, in review; then the provider's decision.
  status text not null default 'init' check (status in ('init', 'pending', 'approved', 'retry', 'rejected')),
  -- Reject labels of the last decision.
  reasons jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  submitted_at timestamptz,
  -- When the provider decided (its event time), so an older event arriving late changes nothing.
  decided_at timestamptz,
  -- The operator who last asked the provider for a decision (ops API), for the queue.
  reviewed_by text check (reviewed_by is null or length(reviewed_by) <= 90),
  updated_at timestamptz not null default now(),
  unique (provider, applicant_id)
);
create index kyc_applicants_status_idx on kyc_applicants (status, submitted_at);

-- Webhook events taken into account, once each: a replayed event is acknowledged and ignored.
create table kyc_webhook_events (
  provider text not null,
  event_id text not null check (length(event_id) between 1 and 160),
  applicant_id text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
