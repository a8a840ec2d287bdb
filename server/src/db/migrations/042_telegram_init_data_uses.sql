-- Telegram init data already used to sign in (its hash), kept until it would be refused as old:
-- the same init data never signs in twice, whichever instance receives it.
create table telegram_init_data_uses (
  hash text primary key check (hash ~ '^[a-f0-9]{64}$'),
  expires_at timestamptz not null,
  used_at timestamptz not null default now()
);
create index telegram_init_data_uses_expiry_idx on telegram_init_data_uses (expires_at);
