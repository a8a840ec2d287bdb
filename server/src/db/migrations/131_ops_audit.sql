-- One audit trail of every operator action (docs/operations/audit.md): releases, canaries,
-- rollbacks, maintenance, payouts, verifications, settings, operators, tokens, loyalty, cashback.
-- One actor format: 'operator:<login>' (a console session or the operator's API token),
-- 'token:bootstrap' (OPS_TOKEN), 'cli:<user>' (a command on the database itself, no server),
-- 'system' (the platform: the health check, scheduled runs), 'claimed:<name>' (rows from before
-- this table whose name nobody verified).
create table ops_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text not null check (actor ~ '^(system|(operator|token|cli|claimed):.{1,80})$'),
  area text not null check (area in ('releases', 'canary', 'rollback', 'maintenance', 'payouts', 'verifications', 'settings', 'operators', 'tokens', 'loyalty', 'cashback')),
  action text not null check (action ~ '^[a-z][a-z0-9_.]{1,63}$'),
  subject text check (subject is null or length(subject) <= 120),
  details jsonb not null default '{}'::jsonb
);
create index ops_audit_at_idx on ops_audit (at desc, id desc);
create index ops_audit_area_idx on ops_audit (area, at desc);
create index ops_audit_actor_idx on ops_audit (actor, at desc);

-- The trail from before, in the one format: the release log, maintenance switches, settings changes
-- and operators' payout and verification decisions (kept in their own tables as well).
insert into ops_audit (at, actor, area, action, subject, details)
select at, actor, area, action, subject, details from (
(select at as at,
  case
    when actor in ('health-check', 'system') then 'system'
    when actor ~ '^console:.+' then 'operator:' || substr(actor, 9)
    when actor = 'ops' then 'token:bootstrap'
    when actor ~ '^.+@cli$' then 'cli:' || left(regexp_replace(actor, '@cli$', ''), 80)
    else 'claimed:' || left(actor, 80)
  end as actor,
  case when action = 'rollback' then 'rollback' when action like 'canary%' then 'canary' else 'releases' end as area,
  action as action, remote as subject,
  jsonb_strip_nulls(jsonb_build_object('release', release, 'from', from_release)) || detail as details
from release_events)
union all
(select created_at,
  case
    when actor ~ '^ops:console:.+' then 'operator:' || substr(actor, 13)
    when actor in ('ops:ops', 'ops:token') then 'token:bootstrap'
    when actor ~ '^ops:.+@cli$' then 'cli:' || left(regexp_replace(substr(actor, 5), '@cli$', ''), 80)
    when actor ~ '^ops:.+' then 'claimed:' || left(substr(actor, 5), 80)
    when actor = 'system' then 'system'
    else 'claimed:' || left(actor, 80)
  end,
  'maintenance', case when enabled then 'on' else 'off' end, scope,
  jsonb_strip_nulls(jsonb_build_object('message', message))
from maintenance_events)
union all
(select created_at,
  case
    when actor = 'system' then 'system'
    when actor = 'ops:token' then 'token:bootstrap'
    -- Settings took the session's operator only (never a claimed name).
    when actor ~ '^ops:.+' then 'operator:' || left(substr(actor, 5), 80)
    else 'claimed:' || left(actor, 80)
  end,
  case when setting like 'cashback.%' then 'cashback' when setting like 'loyalty.%' then 'loyalty' else 'settings' end,
  'change', left(setting || coalesce(':' || subject, ''), 120),
  jsonb_build_object('setting', setting, 'before', before, 'after', after)
from settings_audit)
union all
(select created_at,
  case
    when actor ~ '^ops:console:.+' then 'operator:' || substr(actor, 13)
    when actor in ('ops:ops', 'ops:token') then 'token:bootstrap'
    when actor ~ '^ops:.+@cli$' then 'cli:' || left(regexp_replace(substr(actor, 5), '@cli$', ''), 80)
    else 'claimed:' || left(substr(actor, 5), 80)
  end,
  case when action like 'withdrawal.%' then 'payouts' else 'verifications' end,
  case action
    when 'withdrawal.approved' then 'approve' when 'withdrawal.rejected' then 'reject'
    when 'verification.reviewed' then 'review' when 'verification.required' then 'require'
    else 'not_require' end,
  'player:' || account_id, details
from account_audit
where actor like 'ops:%' and action in ('withdrawal.approved', 'withdrawal.rejected', 'verification.reviewed', 'verification.required', 'verification.not_required'))
) old_trail
order by at;
