-- Payout decisions with context (docs/operations/payouts.md): who decided a withdrawal and when,
-- the first of two approvals a large one needs, and the player's verification when they asked.
alter table payments
  add column verification_at_request text
    check (verification_at_request in ('verified', 'on_verification', 'not_verified')),
  add column first_approved_by text check (length(first_approved_by) between 1 and 120),
  add column first_approved_at timestamptz,
  add column decided_by text check (length(decided_by) between 1 and 120),
  add column decided_at timestamptz;

-- The verification status at the request, taken by the database as the withdrawal is written.
create function payments_verification_at_request() returns trigger language plpgsql as $$
begin
  if new.type = 'withdrawal' and new.verification_at_request is null then
    select case when a.is_verified then 'verified' when a.is_on_verification then 'on_verification' else 'not_verified' end
      into new.verification_at_request
      from accounts a where a.id = new.account_id;
  end if;
  return new;
end $$;
create trigger payments_verification_at_request before insert on payments
  for each row execute function payments_verification_at_request();

-- The operator-set amount above which a withdrawal needs a second approver (one row).
-- `second_approval_above`: [{ "currency": "USD", "max": 50000 }] in minor units; a currency not
-- listed is converted into the first one at the current rates. Empty: one approver always.
create table payout_approval_settings (
  id smallint primary key default 1 check (id = 1),
  second_approval_above jsonb not null default '[]'::jsonb,
  updated_by text not null check (length(updated_by) between 1 and 120),
  updated_at timestamptz not null default now()
);
