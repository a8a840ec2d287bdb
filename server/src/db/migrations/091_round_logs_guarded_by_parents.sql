-- Every real-money round inserts a game_rounds row, one or two ledger rows and a loyalty_points_log
-- row. Their foreign keys checked six parent rows per round, each check locking its parent row (a
-- row lock is written to the WAL): about a third of the round's write statement. The parents are
-- never deleted (accounts close by status, games and programmes are switched off, launches are
-- pruned only without rounds), so the guard moves to them: deleting one is refused instead of
-- checking every row written against them. The other foreign keys, on tables written rarely, stay.
alter table game_rounds
  drop constraint if exists game_rounds_launch_id_fkey,
  drop constraint if exists game_rounds_account_id_fkey,
  drop constraint if exists game_rounds_game_id_fkey;
alter table ledger drop constraint if exists ledger_account_id_fkey;
alter table loyalty_points_log
  drop constraint if exists loyalty_points_log_account_id_fkey,
  drop constraint if exists loyalty_points_log_program_id_fkey;

create function refuse_parent_delete() returns trigger language plpgsql as $$
begin
  raise exception '% rows are never deleted: rounds, ledger entries and loyalty points refer to them', tg_table_name
    using errcode = 'foreign_key_violation';
end $$;

create trigger accounts_never_deleted before delete or truncate on accounts for each statement execute function refuse_parent_delete();
create trigger games_never_deleted before delete or truncate on games for each statement execute function refuse_parent_delete();
create trigger loyalty_programs_never_deleted before delete or truncate on loyalty_programs for each statement execute function refuse_parent_delete();

-- Launches expire and are pruned (retention), but never one that a round was played in.
create function refuse_launch_with_rounds_delete() returns trigger language plpgsql as $$
begin
  if exists (select 1 from game_rounds where launch_id = old.id) then
    raise exception 'game launch % has rounds: it is never deleted', old.id using errcode = 'foreign_key_violation';
  end if;
  return old;
end $$;

create trigger game_launches_with_rounds_kept before delete on game_launches for each row execute function refuse_launch_with_rounds_delete();
create trigger game_launches_never_truncated before truncate on game_launches for each statement execute function refuse_parent_delete();
