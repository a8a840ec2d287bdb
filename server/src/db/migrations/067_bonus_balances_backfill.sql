-- Bonus money credited before bonus records existed (a deposit offer's bonus, the operator's grants)
-- becomes an active bonus of its own, so every bonus balance above zero belongs to the one active
-- bonus of its kind and is wagered, converted or forfeited like any other.
insert into bonuses (account_id, kind, source, status, currency, amount, wager, description, expires_at, activated_at)
select
  b.account_id,
  case b.kind when 'bonus' then 'casino' else 'betting' end,
  'ops',
  'active',
  b.currency,
  b.amount,
  case b.kind when 'bonus' then 35 else 5 end,
  case b.kind
    when 'bonus' then '{"uz": {"title": "Bonus"}, "ru": {"title": "Бонус"}}'::jsonb
    else '{"uz": {"title": "Stavka bonusi"}, "ru": {"title": "Бонус на ставки"}}'::jsonb
  end,
  now() + interval '30 days',
  now()
from balances b
where b.kind in ('bonus', 'betting_bonus') and b.amount > 0
  and not exists (
    select 1 from bonuses x
    where x.account_id = b.account_id and x.status = 'active'
      and x.kind = case b.kind when 'bonus' then 'casino' else 'betting' end
  );
