-- Who changed a money-relevant setting (cashback schemes, KYC policy, wagering contributions, shop
-- prices, …), and what it was before and after: written in the transaction of the change itself.
create table settings_audit (
  id bigserial primary key,
  -- Dotted, lower case: 'cashback.scheme', 'kyc.policy', 'wagering.contribution', 'loyalty.shop_item'.
  setting text not null check (setting ~ '^[a-z][a-z0-9_.]{1,63}$'),
  -- Which one of its kind, when there are several (a scheme's id, a game type, an item's id).
  subject text check (subject is null or length(subject) <= 120),
  -- 'system', or 'ops:<name>' for an operator; 'ops:token' for the bearer-token API.
  actor text not null check (length(actor) between 1 and 90),
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index settings_audit_setting_idx on settings_audit (setting, id desc);
