-- Per-operator API tokens (docs/operations/console.md): the CLI and automation act as the operator
-- who owns the token, with that operator's roles. Only a digest of a token is kept; the token is
-- shown once, when it is created. A revoked token stays listed, with when it was revoked.
create table operator_tokens (
  id bigserial primary key,
  operator_id bigint not null references operators (id) on delete cascade,
  label text not null check (length(label) between 1 and 80),
  -- SHA-256 of the token: the database never holds a usable token.
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index operator_tokens_operator on operator_tokens (operator_id, id desc);

-- When the operator last signed in to the console (the operators page shows it).
alter table operators add column if not exists last_sign_in_at timestamptz;
