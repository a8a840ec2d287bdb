-- Card numbers are no longer stored: payments keep the number masked to its last four digits
-- and a keyed token of it (money/cards.ts), so "the same card as before" works without the number.

alter table payments add column requisite_tokens jsonb not null default '{}';

-- The token secret kept in the database (CARD_TOKEN_SECRET, when set, replaces it for new payments).
insert into platform_settings (key, value)
  values ('payments.card_token_secret', to_jsonb(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')))
  on conflict (key) do nothing;

-- Numbers stored before: token = hex(sha256(secret ':' digits)), then masked in place.
with secret as (
  select value #>> '{}' as s from platform_settings where key = 'payments.card_token_secret'
), cards as (
  select p.id, f ->> 'name' as name, p.requisites ->> (f ->> 'name') as digits
  from payments p
  join payment_methods m on m.id = p.method_id
  cross join lateral jsonb_array_elements(case when jsonb_typeof(m.fields -> p.type) = 'array' then m.fields -> p.type else '[]'::jsonb end) f
  where f ->> 'type' = 'cardNumber' and p.requisites ->> (f ->> 'name') ~ '^[0-9]{12,19}$'
), protected as (
  select c.id,
    jsonb_object_agg(c.name, repeat('*', length(c.digits) - 4) || right(c.digits, 4)) as masked,
    jsonb_object_agg(c.name, encode(sha256(convert_to((select s from secret) || ':' || c.digits, 'UTF8')), 'hex')) as tokens
  from cards c
  group by c.id
)
update payments p
  set requisites = p.requisites || protected.masked, requisite_tokens = protected.tokens
  from protected
  where protected.id = p.id;

-- Request fingerprints were plain sha256 of the details (card number included): keyed the way new ones are.
update payments
  set request_hash = encode(sha256(convert_to((select value #>> '{}' from platform_settings where key = 'payments.card_token_secret') || ':' || request_hash, 'UTF8')), 'hex');
