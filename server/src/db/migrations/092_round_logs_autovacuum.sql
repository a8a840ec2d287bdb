-- The round's logs only grow (game_rounds, ledger, loyalty_points_log): every statement on them goes
-- by a unique key or a player's index, so their plans do not turn on how many rows they hold once
-- they hold some. Autovacuum analyzed and vacuumed each of them every time it grew by a tenth (a
-- fifth), a second of one core at a time while players played: every answer of that second waited.
-- They are analyzed and vacuumed when they grew by half instead, in smaller steps with pauses.
alter table game_rounds set (autovacuum_analyze_scale_factor = 0.5, autovacuum_vacuum_insert_scale_factor = 0.5, autovacuum_vacuum_cost_delay = 10);
alter table ledger set (autovacuum_analyze_scale_factor = 0.5, autovacuum_vacuum_insert_scale_factor = 0.5, autovacuum_vacuum_cost_delay = 10);
alter table loyalty_points_log set (autovacuum_analyze_scale_factor = 0.5, autovacuum_vacuum_insert_scale_factor = 0.5, autovacuum_vacuum_cost_delay = 10);
