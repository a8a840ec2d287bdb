-- The session lookup every signed-in call makes, as a function: PL/pgSQL keeps the plan of its
-- query per connection, which saves the planning on each call (most of the cost on the embedded
-- database). Answers the account row, the session's last activity and the four balances.
create function session_account(p_id_hash text, p_idle_seconds integer)
returns table (account jsonb, last_seen_at timestamptz, balances jsonb)
language plpgsql stable as $$
begin
  return query
    select to_jsonb(a), s.last_seen_at,
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
