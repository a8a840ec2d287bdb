-- Every real-money round feeds the jackpots of its game. Adding each share to the jackpot's own row
-- made every round of every player queue on that row's lock until its commit. The shares go instead
-- to one of a few contribution rows of the jackpot, picked at random by each round (src/money/jackpots.ts):
-- a jackpot's amount is its row's amount plus its contribution rows, read in one statement; an award
-- locks the jackpot, takes its contribution rows (set back to zero) with the amount and restarts it
-- from its seed.
create table jackpot_contributions (
  jackpot_id integer not null references jackpots (id) on delete cascade,
  shard smallint not null check (shard >= 0),
  amount bigint not null default 0 check (amount >= 0),
  primary key (jackpot_id, shard)
);
