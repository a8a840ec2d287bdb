-- Every real-money round inserts into game_rounds, and each index is written with it. The
-- (account_id, id desc) index served no query: the history, its totals, its exports and its game
-- filter read a player's rounds by (account_id, created_at desc), which game_rounds_account_time_idx
-- keeps (it also serves the foreign key's look-ups from accounts).
drop index if exists game_rounds_account_idx;
