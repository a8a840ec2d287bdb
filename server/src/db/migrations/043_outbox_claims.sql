-- The outbox worker claims messages for a while instead of holding a transaction while it sends:
-- a claimed message is skipped by other workers until claimed_until (then retried, as after a crash).
alter table outbox add column claimed_until timestamptz;
