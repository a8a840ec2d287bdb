-- A real-money launch belongs to the session that opened it: sign-out, a password change that
-- ends other sessions, or the session's expiry end the launch too.
alter table game_launches add column session_hash text references sessions (id_hash);
create index game_launches_session_idx on game_launches (session_hash) where session_hash is not null;
