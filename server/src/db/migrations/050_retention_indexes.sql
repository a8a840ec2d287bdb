-- Indexes the retention job deletes by (src/retention): old rows are found without scanning.
create index if not exists sessions_expires_idx on sessions (expires_at);
create index if not exists one_time_codes_expires_idx on one_time_codes (expires_at);
create index if not exists outbox_done_created_idx on outbox (created_at) where status <> 'pending';
create index if not exists release_failures_at_idx on release_failures (at);
-- Also lets the job see whether a launch was ever played.
create index if not exists game_rounds_launch_idx on game_rounds (launch_id);
