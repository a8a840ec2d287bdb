-- Release health over time: loads served, failures and errors reported per release and hour, and
-- page timings (LCP, INP, CLS) as counts in fixed buckets per release, hour and metric. Reports are
-- added to these counters, never stored one by one: rows per release and hour stay bounded.
create table release_hours (
  remote text not null,
  release text not null,
  hour timestamptz not null,
  loads bigint not null default 0,
  failures bigint not null default 0,
  errors bigint not null default 0,
  primary key (remote, release, hour)
);
create index release_hours_hour_idx on release_hours (hour);

create table release_vitals (
  remote text not null,
  release text not null,
  hour timestamptz not null,
  metric text not null check (metric in ('lcp', 'inp', 'cls')),
  bucket smallint not null check (bucket between 0 and 30),
  n bigint not null default 0,
  primary key (remote, release, hour, metric, bucket)
);
create index release_vitals_hour_idx on release_vitals (hour);
