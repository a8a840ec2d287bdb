-- Sessions are kept in each instance's memory (src/auth/session-cache.ts). Every change that must
-- end or alter a kept session, by whichever instance, job or command — a revocation (sign-out,
-- password change, exclusion, ops), a deletion, any change of the account row (status, locale,
-- verification) — notifies `session_changed` with `<schema>:<account id>`; each instance drops
-- that account's sessions at once and reads them again from the database on the next call.
create function notify_session_changed() returns trigger language plpgsql as $$
declare
  v_account bigint;
begin
  if tg_table_name = 'accounts' then
    v_account := case when tg_op = 'DELETE' then old.id else new.id end;
  else
    v_account := case when tg_op = 'DELETE' then old.account_id else new.account_id end;
  end if;
  perform pg_notify('session_changed', current_schema() || ':' || v_account);
  return null;
end;
$$;

create trigger sessions_session_changed after update of revoked_at, expires_at, account_id or delete on sessions
  for each row execute function notify_session_changed();
create trigger accounts_session_changed after update or delete on accounts
  for each row execute function notify_session_changed();

-- The session read of a call the memory does not hold: as session_account() plus the expiry.
create function session_lookup(p_id_hash text, p_idle_seconds integer)
returns table (account jsonb, last_seen_at timestamptz, expires_at timestamptz, balances jsonb)
language plpgsql stable as $$
begin
  return query
    select to_jsonb(a), s.last_seen_at, s.expires_at,
      (select coalesce(jsonb_agg(jsonb_build_object('kind', b.kind, 'amount', b.amount, 'currency', b.currency)), '[]'::jsonb)
         from balances b where b.account_id = a.id)
    from sessions s
    join accounts a on a.id = s.account_id
    where s.id_hash = p_id_hash
      and s.revoked_at is null
      and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(secs => p_idle_seconds);
end
$$;

-- The balances of a kept session's account: always read, never kept (every round moves them).
create function account_balances(p_account_id bigint) returns jsonb
language plpgsql stable as $$
begin
  return (select coalesce(jsonb_agg(jsonb_build_object('kind', b.kind, 'amount', b.amount, 'currency', b.currency)), '[]'::jsonb)
    from balances b where b.account_id = p_account_id);
end
$$;

drop function session_account(text, integer);
