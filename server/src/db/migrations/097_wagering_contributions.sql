-- What a stake of each game type counts toward a bonus's wagering, in percent, set by the operator
-- over the ops API (every change written to settings_audit, setting 'wagering.contribution'). The
-- sportsbook's row also holds the lowest price a bet needs to count at all (decimal odds × 100).
-- The rows below are the platform's defaults; a type without a row counts by the same defaults
-- (money/wagering.ts).
create table wagering_contributions (
  game_type text primary key check (game_type in ('slot', 'casino', 'live', 'fast', 'sportsbook')),
  percent smallint not null check (percent between 0 and 100),
  min_odds integer check (min_odds is null or (game_type = 'sportsbook' and min_odds between 100 and 100000)),
  updated_at timestamptz not null default now()
);
insert into wagering_contributions (game_type, percent, min_odds) values
  ('slot', 100, null),
  ('casino', 10, null),
  ('live', 10, null),
  ('fast', 100, null),
  ('sportsbook', 100, 150);
