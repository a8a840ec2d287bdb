-- Every change to the public catalogue (games, categories, providers), by whichever instance, job
-- or command, notifies the channel `catalogue_changed` with the schema's name; each instance
-- listening on it empties its catalogue cache at once instead of waiting for CATALOGUE_CACHE_TTL.
create or replace function notify_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalogue_changed', current_schema());
  return null;
end;
$$;

create trigger games_catalogue_changed after insert or update or delete or truncate on games
  for each statement execute function notify_catalogue_changed();
create trigger categories_catalogue_changed after insert or update or delete or truncate on categories
  for each statement execute function notify_catalogue_changed();
create trigger providers_catalogue_changed after insert or update or delete or truncate on providers
  for each statement execute function notify_catalogue_changed();
