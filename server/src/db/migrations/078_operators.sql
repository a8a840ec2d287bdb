-- Operator accounts of the ops console: separate from players, each with a password, a TOTP
-- secret (RFC 6238, the second factor every sign-in needs) and roles. Sessions expire after a
-- short idle time and carry their own CSRF token.
create table operators (
  id bigserial primary key,
  login text not null unique check (login ~ '^[a-z0-9._-]{2,40}$'),
  password_hash text not null,
  totp_secret text not null,
  -- The last TOTP time step accepted: a code is never accepted twice.
  totp_last_step bigint not null default 0,
  roles text[] not null default '{}',
  disabled boolean not null default false,
  created_at timestamptz not null default now()
);

create table operator_sessions (
  -- SHA-256 of the cookie's value: the database never holds a usable session.
  id_hash text primary key,
  operator_id bigint not null references operators (id) on delete cascade,
  csrf_token text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index operator_sessions_operator on operator_sessions (operator_id);
