-- Entries of the money loop after deposits and play: a withdrawal rejected by the operator or the
-- payout provider coming back, a wagered bonus converted to main money, a bonus forfeited
-- (expired, removed, or given up for a withdrawal), and a free-spin win credited as bonus money.
alter table ledger drop constraint ledger_kind_check;
alter table ledger add constraint ledger_kind_check check (kind in (
  'deposit', 'withdrawal', 'withdrawal_cancel', 'withdrawal_reject', 'bet', 'win', 'rollback', 'bonus', 'bonus_convert',
  'bonus_forfeit', 'freespin_win', 'cashback', 'fun_grant', 'adjustment', 'purchase'
));
