-- The "points credited" notice (loyalty.getnotifications) was a loyalty_notices row every round updated:
-- a second row locked and written per round beside the player's programme row, which the round
-- updates anyway. The points not told yet now live on that row (`untold`, since `untold_since`);
-- taking the notices writes them out as one notice, shown, and sets them back to zero.
alter table loyalty_accounts
  add column untold bigint not null default 0,
  add column untold_since timestamptz;

-- Pending points notices move there (onto the account's first programme row).
update loyalty_accounts la
  set untold = n.amount, untold_since = n.created_at
  from (
    select account_id, sum(amount)::bigint as amount, min(created_at) as created_at
    from loyalty_notices where trigger = 'points' and shown_at is null group by account_id
  ) n
  where la.account_id = n.account_id
    and la.program_id = (select min(x.program_id) from loyalty_accounts x where x.account_id = n.account_id);
delete from loyalty_notices n
  where n.trigger = 'points' and n.shown_at is null
    and exists (select 1 from loyalty_accounts la where la.account_id = n.account_id);
