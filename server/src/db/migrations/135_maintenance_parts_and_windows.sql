-- Maintenance of every part on its own, with a message per language and a window in time
-- (docs/operations/maintenance.md). A row is a window: in force from starts_at (null: at once) to
-- ends_at (null: until switched off), computed at every read, so nothing runs to start or end it.
alter table maintenance_modes drop constraint maintenance_modes_scope_check;
alter table maintenance_modes add constraint maintenance_modes_scope_check
  check (scope in ('site', 'uz', 'ru', 'casino', 'cashier', 'loyalty', 'promotions', 'profile'));
alter table maintenance_events drop constraint maintenance_events_scope_check;
alter table maintenance_events add constraint maintenance_events_scope_check
  check (scope in ('site', 'uz', 'ru', 'casino', 'cashier', 'loyalty', 'promotions', 'profile'));

-- `message` is the Uzbek one (the default language); `message_ru` the Russian one (else `message`).
alter table maintenance_modes
  add column message_ru text check (message_ru is null or length(message_ru) <= 500),
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add constraint maintenance_modes_window check (starts_at is null or ends_at is null or ends_at > starts_at);
alter table maintenance_events
  add column message_ru text,
  add column starts_at timestamptz,
  add column ends_at timestamptz;
