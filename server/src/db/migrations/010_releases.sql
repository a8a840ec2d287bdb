-- Remote releases: immutable published builds, which one is live per remote, canaries, audit, health.
create table releases (
  remote text not null,
  release text not null,
  version text not null,
  content_hash text not null,
  git_commit text,
  created_at timestamptz not null default now(),
  created_by text not null,
  prefixes jsonb not null,
  contract integer not null,
  shared jsonb not null,
  file_count integer not null,
  byte_size bigint not null,
  primary key (remote, release)
);

create table remote_activations (
  remote text primary key,
  active_release text,
  canary_release text,
  canary_percent integer not null default 0 check (canary_percent between 0 and 100),
  -- Health of the current canary only (reset when a canary starts).
  canary_served bigint not null default 0,
  canary_failures bigint not null default 0,
  updated_at timestamptz not null default now(),
  foreign key (remote, active_release) references releases (remote, release),
  foreign key (remote, canary_release) references releases (remote, release)
);

-- Every change, with who and when. Rollback finds the previous release here.
create table release_events (
  id bigserial primary key,
  remote text not null,
  action text not null,
  release text,
  from_release text,
  actor text not null,
  detail jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index release_events_remote_idx on release_events (remote, id desc);

-- Loads served and failures reported per release (canary failure rate, ops view).
create table release_health (
  remote text not null,
  release text not null,
  served bigint not null default 0,
  failures bigint not null default 0,
  primary key (remote, release)
);

create table release_failures (
  id bigserial primary key,
  remote text not null,
  release text,
  kind text not null,
  message text not null,
  url text,
  at timestamptz not null default now()
);
create index release_failures_release_idx on release_failures (remote, release, id desc);
