-- The checks of the tables every game round writes become domains, with the same rules.
-- PostgreSQL reads a table's check constraints from their stored text again for every statement
-- that writes the table (and checks every column on an update); a domain's checks are read once
-- per connection and run only on the columns a statement sets. A violation is still SQLSTATE 23514.
--
-- Each domain is created without its check, the columns take it (no rewrite of the table, the
-- indexes kept), and the check is added NOT VALID: the rows there satisfied the same rule as the
-- table's check dropped in this transaction, and every new or changed value is checked.
-- ledger_main_play_idx names two of the columns in its condition: it is built again.

create domain balance_kind as text;
create domain currency_code as text;
create domain money_amount as bigint;
create domain money_movement as bigint;
create domain stake_amount as bigint;
create domain ledger_kind as text;
create domain money_key as text;
create domain round_id as text;
create domain play_mode as text;
create domain points_amount as bigint;
create domain points_movement as bigint;
create domain points_kind as text;
create domain points_key as text;
create domain jackpot_shard as smallint;

alter table balances
  drop constraint balances_kind_check,
  drop constraint balances_currency_check,
  drop constraint balances_amount_check,
  alter column kind type balance_kind,
  alter column currency type currency_code,
  alter column amount type money_amount;

alter table ledger
  drop constraint ledger_balance_kind_check,
  drop constraint ledger_kind_check,
  drop constraint ledger_amount_check,
  drop constraint ledger_balance_after_check,
  drop constraint ledger_idempotency_key_check,
  alter column balance_kind type balance_kind,
  alter column kind type ledger_kind,
  alter column amount type money_movement,
  alter column balance_after type money_amount,
  alter column idempotency_key type money_key;

alter table game_rounds
  drop constraint game_rounds_round_id_check,
  drop constraint game_rounds_mode_check,
  drop constraint game_rounds_bet_check,
  drop constraint game_rounds_win_check,
  drop constraint game_rounds_balance_after_check,
  alter column round_id type round_id,
  alter column mode type play_mode,
  alter column bet type stake_amount,
  alter column win type money_amount,
  alter column balance_after type money_amount;

alter table loyalty_accounts
  drop constraint loyalty_accounts_points_check,
  drop constraint loyalty_accounts_exp_check,
  alter column points type points_amount,
  alter column exp type points_amount;

alter table loyalty_points_log
  drop constraint loyalty_points_log_kind_check,
  drop constraint loyalty_points_log_points_check,
  drop constraint loyalty_points_log_idempotency_key_check,
  alter column kind type points_kind,
  alter column points type points_movement,
  alter column idempotency_key type points_key;

alter table tournament_participants
  drop constraint tournament_participants_points_check,
  alter column points type points_amount;

alter table jackpot_contributions
  drop constraint jackpot_contributions_shard_check,
  drop constraint jackpot_contributions_amount_check,
  alter column shard type jackpot_shard,
  alter column amount type money_amount;

alter domain balance_kind add constraint balance_kind_check check (value in ('main', 'bonus', 'betting_bonus', 'fun')) not valid;
alter domain currency_code add constraint currency_code_check check (value ~ '^[A-Z]{3}$') not valid;
alter domain money_amount add constraint money_amount_check check (value >= 0) not valid;
alter domain money_movement add constraint money_movement_check check (value <> 0) not valid;
alter domain stake_amount add constraint stake_amount_check check (value > 0) not valid;
alter domain ledger_kind add constraint ledger_kind_check check (value in (
  'deposit', 'withdrawal', 'withdrawal_cancel', 'withdrawal_reject', 'bet', 'win', 'rollback', 'bonus', 'bonus_convert',
  'bonus_forfeit', 'freespin_win', 'cashback', 'fun_grant', 'adjustment', 'purchase'
)) not valid;
alter domain money_key add constraint money_key_check check (length(value) between 1 and 128) not valid;
alter domain round_id add constraint round_id_check check (value ~ '^[A-Za-z0-9_-]{8,64}$') not valid;
alter domain play_mode add constraint play_mode_check check (value in ('real', 'demo')) not valid;
alter domain points_amount add constraint points_amount_check check (value >= 0) not valid;
alter domain points_movement add constraint points_movement_check check (value <> 0) not valid;
alter domain points_kind add constraint points_kind_check check (value in ('round', 'sportsbook', 'purchase', 'ops')) not valid;
alter domain points_key add constraint points_key_check check (length(value) between 1 and 200) not valid;
alter domain jackpot_shard add constraint jackpot_shard_check check (value >= 0) not valid;
