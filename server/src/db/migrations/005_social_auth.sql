-- Sign-in through OAuth 2 providers and the Telegram mini-app, and promo code activations.

-- An outside identity (provider + its subject id) linked to one account.
create table social_identities (
  provider text not null check (provider ~ '^[a-z0-9_-]{1,32}$'),
  subject text not null check (length(subject) between 1 and 255),
  account_id bigint not null references accounts (id),
  email text,
  display_name text,
  created_at timestamptz not null default now(),
  last_login_at timestamptz not null default now(),
  primary key (provider, subject)
);
create index social_identities_account_idx on social_identities (account_id);

-- One row per /oauth/init: only a hash of the state is kept; single use, short-lived.
create table oauth_flows (
  state_hash text primary key,
  provider text not null,
  type_auth text not null check (type_auth in ('login', 'registration')),
  redirect_url text not null,
  code_verifier text not null,
  locale text not null check (locale in ('uz', 'ru')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index oauth_flows_expires_idx on oauth_flows (expires_at);

-- Authorisation codes issued by the built-in development provider (off in production).
create table oauth_dev_grants (
  code_hash text primary key,
  redirect_uri text not null,
  code_challenge text not null,
  profile jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);

-- Promo codes a player activated; an offer is activated once per player.
create table offer_activations (
  account_id bigint not null references accounts (id),
  offer_id integer not null references offers (id),
  promo_code text not null,
  activated_at timestamptz not null default now(),
  primary key (account_id, offer_id)
);
