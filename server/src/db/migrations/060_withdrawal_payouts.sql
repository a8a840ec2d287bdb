-- Withdrawals are paid out: requested → approved (by an operator, or automatically below a set
-- amount for verified players) → paid, or rejected (the held amount comes back, ledger
-- `withdrawal_reject`); the player may still cancel while requested (`withdrawal_cancel`).
--
-- `status` keeps its meaning for every existing reader (pending, success, fail, cancel);
-- `withdrawal_status` is the stage of a withdrawal within it:
--   requested, approved → pending · paid → success · rejected → fail · cancelled → cancel.
alter table payments add column withdrawal_status text;
update payments
  set withdrawal_status = case status when 'pending' then 'requested' when 'success' then 'paid' when 'fail' then 'rejected' else 'cancelled' end
  where type = 'withdrawal';
alter table payments add constraint payments_withdrawal_status_check check (
  (type = 'deposit' and withdrawal_status is null)
  or (type = 'withdrawal' and (
    (status = 'pending' and withdrawal_status in ('requested', 'approved'))
    or (status = 'success' and withdrawal_status = 'paid')
    or (status = 'fail' and withdrawal_status = 'rejected')
    or (status = 'cancel' and withdrawal_status = 'cancelled')
  ))
);
-- When the withdrawal was approved, and when it was handed to the payout provider: from then on
-- only the provider's outcome (paid or failed) decides it.
alter table payments add column approved_at timestamptz;
alter table payments add column payout_requested_at timestamptz;

-- The operators' queue and the payout worker read the open withdrawals only.
create index payments_open_withdrawals_idx on payments (id) where type = 'withdrawal' and status = 'pending';
