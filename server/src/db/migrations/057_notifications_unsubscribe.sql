-- Read notifications are deleted by the retention job after RETENTION_NOTIFICATIONS_DAYS.
create index if not exists notifications_read_idx on notifications (read_at) where read_at is not null;

-- Unsubscribe links already used (the link's token hashed): a replayed link changes nothing, so a
-- player who subscribed again since is not unsubscribed by an old e-mail. Kept until the link expires.
create table unsubscribe_uses (
  token_hash text primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz not null default now()
);
create index unsubscribe_uses_expires_idx on unsubscribe_uses (expires_at);
