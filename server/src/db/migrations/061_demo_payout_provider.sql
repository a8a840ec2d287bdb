-- The demo payout provider's own records. It stands in for an external payout service: it knows
-- the merchant's order id, the amount, the method and the masked details, nothing else of the site.
create table demo_provider_payouts (
  reference text primary key check (length(reference) between 20 and 64),
  order_id bigint not null unique,
  amount bigint not null check (amount > 0),
  currency text not null,
  method text not null,
  requisites jsonb not null default '{}',
  -- processing until decide_at; then paid, or failed (the demo's configured failures).
  status text not null default 'processing' check (status in ('processing', 'paid', 'failed')),
  decide_at timestamptz not null,
  -- An outcome the merchant has not acknowledged yet (sent again until it is).
  callback_due boolean not null default false,
  callback_attempts integer not null default 0,
  callback_error text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index demo_provider_payouts_open_idx on demo_provider_payouts (decide_at) where status = 'processing';
create index demo_provider_payouts_due_idx on demo_provider_payouts (created_at) where callback_due;
