-- Release files kept in the database (RELEASE_STORAGE=postgres), so a release published through
-- one instance is served by all. Content-addressed: a file's bytes are stored once, by SHA-256,
-- however many releases carry them. Written before the release's row (releases are immutable).
create table release_blobs (
  sha256 text primary key,
  data bytea not null,
  byte_size integer not null,
  created_at timestamptz not null default now()
);

create table release_files (
  remote text not null,
  release text not null,
  path text not null,
  sha256 text not null references release_blobs (sha256),
  primary key (remote, release, path)
);
