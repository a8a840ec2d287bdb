-- A player's responsible-gaming choices besides deposit limits: the reality-check interval and
-- the latest time-out or self-exclusion. The site only ever extends an exclusion; lifting one
-- early is an operator's decision. Every change is in account_audit too.
create table responsible_gaming (
  account_id bigint primary key references accounts (id) on delete cascade,
  -- Minutes between reality checks; 0 is off.
  reality_check_minutes integer not null default 0 check (reality_check_minutes between 0 and 1440),
  exclusion_kind text check (exclusion_kind in ('time_out', 'self_exclusion')),
  exclusion_period text check (exclusion_period in ('24h', '7d', '30d', '6m', 'permanent')),
  excluded_at timestamptz,
  -- When the player may sign in again; null for a permanent exclusion.
  excluded_until timestamptz,
  updated_at timestamptz not null default now(),
  check ((exclusion_kind is null) = (exclusion_period is null) and (exclusion_period is null) = (excluded_at is null)),
  check (exclusion_period is not null or excluded_until is null),
  check (exclusion_period is null or (exclusion_period = 'permanent') = (excluded_until is null))
);
