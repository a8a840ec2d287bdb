-- Who changed what on an account that touches money or access (password, two-factor, contacts,
-- verification, exclusion, payouts): written in the transaction of the change itself.
create table account_audit (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  action text not null check (action ~ '^[a-z][a-z0-9_.]{1,63}$'),
  -- 'player', 'system', or 'ops:<name>' for an operator's decision.
  actor text not null check (length(actor) between 1 and 90),
  ip text check (ip is null or length(ip) <= 64),
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index account_audit_account_idx on account_audit (account_id, id desc);

-- The player's messages (verification result, withdrawal paid, bonus credited, …). Only a kind
-- and its parameters are kept: the browser words them in the player's language of the moment.
create table notifications (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  kind text not null check (kind ~ '^[a-z][a-z0-9_.]{1,63}$'),
  params jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_account_idx on notifications (account_id, id desc);
create index notifications_unread_idx on notifications (account_id) where read_at is null;
