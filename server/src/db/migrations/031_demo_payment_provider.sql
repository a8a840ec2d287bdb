-- The demo payment provider's own records. It stands in for an external payment service: it
-- knows the merchant's order id, the amount and where to call back, nothing else of the site.
create table demo_provider_payments (
  token text primary key check (length(token) between 20 and 64),
  order_id bigint not null unique,
  amount bigint not null check (amount > 0),
  currency text not null,
  description text not null,
  locale text not null default 'uz' check (locale in ('uz', 'ru')),
  flow text not null check (flow in ('redirect', 'iframe', 'newwindow', 'mobile')),
  -- open: waiting for the payer; pending: the payer left it undecided; then one of the outcomes.
  status text not null default 'open' check (status in ('open', 'pending', 'approved', 'declined', 'cancelled')),
  -- An outcome the merchant has not acknowledged yet (redelivered until it is).
  callback_due boolean not null default false,
  callback_attempts integer not null default 0,
  callback_error text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index demo_provider_callbacks_due_idx on demo_provider_payments (created_at) where callback_due;
