-- A message that failed waits before its next attempt (exponential backoff with jitter): a
-- provider outage no longer uses up its attempts in seconds. 'failed' is the dead-letter state,
-- shown on the ops console's Jobs page, from where an operator may send it again.
alter table outbox add column next_attempt_at timestamptz;
drop index if exists outbox_pending_idx;
create index outbox_pending_idx on outbox (status, next_attempt_at, id);
