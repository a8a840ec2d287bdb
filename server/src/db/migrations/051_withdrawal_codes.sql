-- A withdrawal to details the player never withdrew to needs a one-time code (money/destinations.ts).

alter table one_time_codes drop constraint if exists one_time_codes_purpose_check;
alter table one_time_codes add constraint one_time_codes_purpose_check
  check (purpose in ('login', 'two_factor', 'confirm_email', 'confirm_phone', 'restore', 'withdrawal'));

-- Destinations the player confirmed with such a code: keyed tokens only, never the details.
create table withdrawal_destinations (
  account_id bigint not null references accounts (id),
  token text not null,
  trusted_at timestamptz not null default now(),
  primary key (account_id, token)
);
