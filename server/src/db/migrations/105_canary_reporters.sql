-- Who reported on a canary (README "Releases"): one row per reporter (a digest of its IPv4
-- address or IPv6 /64), kind of report and canary release. An automatic rollback needs a minimum
-- of distinct reporters, so a handful of addresses cannot stop a canary however genuine their
-- served tokens. Emptied for a remote when its canary is started or changed.
create table canary_reporters (
  remote text not null,
  release text not null,
  kind text not null check (kind in ('failure', 'timing')),
  reporter text not null check (length(reporter) <= 64),
  at timestamptz not null default now(),
  primary key (remote, release, kind, reporter)
);
