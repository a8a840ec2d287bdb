-- Blackjack rounds in play: a round takes several steps (deal, hit, stand, double), so its shoe
-- and hands live here until it settles; the settled round is then written to game_rounds like
-- every other round. An open round of the same player and game continues on the next launch.

create table table_rounds (
  round_id text primary key check (round_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  launch_id bigint not null references game_launches (id),
  account_id bigint references accounts (id),
  game_id integer not null references games (id),
  mode text not null check (mode in ('real', 'demo')),
  currency text not null,
  -- Shoe, hands, stake and step counter (providers/games/engines/blackjack.ts).
  state jsonb not null,
  -- How the stake was paid: main and bonus parts, the funding bonus (money/bonuses.ts).
  parts jsonb not null default '{}',
  status text not null default 'open' check (status in ('open', 'settled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index table_rounds_open_player_idx on table_rounds (account_id, game_id, mode) where status = 'open' and account_id is not null;
create index table_rounds_open_launch_idx on table_rounds (launch_id) where status = 'open';
create index table_rounds_open_age_idx on table_rounds (updated_at) where status = 'open';
