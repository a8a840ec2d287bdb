-- Canary loads counted once per client across instances: each instance records which clients
-- (hashed address) it served a release to in the current window; a client already recorded by
-- another instance adds nothing to the release's loads. Old windows are pruned as flushes go.
create table release_served_clients (
  remote text not null,
  release text not null,
  client text not null,
  served_window integer not null,
  primary key (remote, release, client, served_window)
);
create index release_served_clients_window on release_served_clients (served_window);
