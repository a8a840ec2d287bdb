-- One-time tickets of a sign-in waiting for its two-factor code (social and Telegram sign-ins,
-- which have no password for the browser to send again). Only the sha256 of a ticket is kept.
create table sign_in_tickets (
  hash text primary key check (hash ~ '^[a-f0-9]{64}$'),
  account_id bigint not null references accounts (id) on delete cascade,
  via text not null check (length(via) between 1 and 40),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index sign_in_tickets_expiry_idx on sign_in_tickets (expires_at);
