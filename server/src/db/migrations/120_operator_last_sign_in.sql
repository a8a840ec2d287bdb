-- When each operator last signed in to the ops console: the operators' list shows it to admins.
alter table operators add column if not exists last_sign_in_at timestamptz;
