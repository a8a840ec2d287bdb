-- The maintenance view pass of an operator's session (README "Ops console"): a value of its own,
-- handed to the player site by a one-time link from the console. Only digests are kept: neither
-- the pass nor the link's ticket can be read back from the database.
alter table operator_sessions
  add column view_hash text,
  add column view_ticket_hash text,
  add column view_ticket_expires_at timestamptz;
create unique index operator_sessions_view on operator_sessions (view_hash) where view_hash is not null;
create unique index operator_sessions_view_ticket on operator_sessions (view_ticket_hash) where view_ticket_hash is not null;
