-- Loyalty points and experience are kept in thousandths of a point (README "Loyalty points"). A
-- stake earned the programme's rate per whole USD, floored per round: below 1 USD a round earned
-- nothing, however many were played. Every accrual now adds its exact share to the thousandth, and
-- the site is answered whole points (floored for display).
--
-- The columns are renamed with their unit, so nothing reads thousandths as points by mistake, and
-- every value is multiplied by 1,000: the balances, the experience, the points not told yet and the
-- log, whose entries stay exactly what each change moved (the keys unchanged, each once). The shop's
-- prices, its orders and the points notices stay whole points. The domains keep their checks (never
-- negative, a movement never 0).
alter table loyalty_accounts rename column points to points_milli;
alter table loyalty_accounts rename column exp to exp_milli;
alter table loyalty_accounts rename column untold to untold_milli;
update loyalty_accounts
  set points_milli = points_milli * 1000, exp_milli = exp_milli * 1000, untold_milli = untold_milli * 1000
  where points_milli <> 0 or exp_milli <> 0 or untold_milli <> 0;

alter table loyalty_points_log rename column points to points_milli;
update loyalty_points_log set points_milli = points_milli * 1000;
