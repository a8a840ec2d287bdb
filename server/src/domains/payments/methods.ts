import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Result } from '@casino/contract';
import type { DB, MethodCurrencyLimits, PaymentMethodsTable, RequisiteFieldDef } from '../../db/schema';
import { toMajor } from '../wallet';

export type MethodRow = Selectable<PaymentMethodsTable>;
export type Direction = 'deposit' | 'withdrawal';
export type PaymentMethodView = Result<'cashier.getdepositsettings'>['methods'][number];

/** Generated artwork of each method (no external URLs): a colour badge and a one-colour variant. */
export const methodIcons = (sysname: string) => ({
  default: `/payments/icons/${sysname}.svg`,
  mono: `/payments/icons/${sysname}-mono.svg`,
});

export async function activeMethods(db: Kysely<DB> | Transaction<DB>, direction: Direction): Promise<MethodRow[]> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('is_active', '=', true)
    .where(direction === 'deposit' ? 'can_deposit' : 'can_withdraw', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findMethod(db: Kysely<DB> | Transaction<DB>, sysname: string, direction: Direction): Promise<MethodRow | undefined> {
  return methodQuery(db, sysname, direction).executeTakeFirst();
}

/** The statement of `findMethod`, to compile and run with others (`pipelined`). */
export function methodQuery(db: Kysely<DB> | Transaction<DB>, sysname: string, direction: Direction) {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('sysname', '=', sysname)
    .where('is_active', '=', true)
    .where(direction === 'deposit' ? 'can_deposit' : 'can_withdraw', '=', true);
}

/** `methodQuery` with the row's version (`xmin`), for a method to keep (`keepMethod`). */
export function versionedMethodQuery(db: Kysely<DB> | Transaction<DB>, sysname: string, direction: Direction) {
  return methodQuery(db, sysname, direction).select(sql<string>`xmin::text`.as('version'));
}

/** A method as a database answered it, with the version of its row. */
export interface KeptMethod {
  method: MethodRow;
  version: string;
}

/** Active methods by direction and sysname as each database last answered them (`versionedMethodQuery`). */
const keptMethods = new WeakMap<object, Map<string, KeptMethod>>();

/**
 * Keeps the method as read (`versionedMethodQuery`), or forgets it when the read found none, and
 * answers it without its version. A statement that relies on a kept method checks its version
 * (`methodStill`): a change made since, here or on another instance, is never used.
 */
export function keepMethod(db: Kysely<DB>, sysname: string, direction: Direction, read: (MethodRow & { version: string }) | undefined): MethodRow | undefined {
  let kept = keptMethods.get(db);
  if (!kept) keptMethods.set(db, (kept = new Map()));
  if (!read) {
    kept.delete(`${direction}:${sysname}`);
    return undefined;
  }
  const { version, ...method } = read;
  kept.set(`${direction}:${sysname}`, { method, version });
  return method;
}

/** The method as this database last answered it (`keepMethod`); undefined before the first read. */
export const keptMethod = (db: Kysely<DB>, sysname: string, direction: Direction): KeptMethod | undefined =>
  keptMethods.get(db)?.get(`${direction}:${sysname}`);

/** Whether the kept method's row is still the one kept, as an SQL condition. */
export const methodStill = (kept: KeptMethod) =>
  sql<boolean>`exists (select 1 from payment_methods where id = ${kept.method.id}::integer and xmin::text = ${kept.version}::text)`;

export function limitsFor(method: MethodRow, direction: Direction, currency: string): MethodCurrencyLimits | null {
  return method.limits[direction]?.[currency] ?? null;
}

export function fieldsFor(method: MethodRow, direction: Direction): RequisiteFieldDef[] {
  return method.fields[direction] ?? [];
}

/** A method as the player sees it, in the player's language and currency; null when it does not take that currency. */
export function methodView(method: MethodRow, direction: Direction, locale: 'uz' | 'ru', currency: string): PaymentMethodView | null {
  const limits = limitsFor(method, direction, currency);
  if (!limits) return null;
  const texts = method.description[locale] ?? method.description.uz ?? method.description.ru;
  return {
    id: method.id,
    sysname: method.sysname,
    name: texts?.name ?? method.name,
    icons: methodIcons(method.sysname),
    description: { title: texts?.title ?? method.name, text: texts?.text ?? '', processing_time: texts?.processing_time ?? '' },
    flow: method.flow,
    currency,
    min: toMajor(limits.min),
    max: toMajor(limits.max),
    amounts: (limits.amounts ?? []).map((v) => ({ value: toMajor(v) })),
    fields: fieldsFor(method, direction).map((f) => ({
      name: f.name,
      type: f.type,
      label: texts?.fields?.[f.name] ?? f.name,
      isRequired: f.isRequired,
      regex: f.regex ?? null,
    })),
  };
}

/** The localised name of a method row. */
export function methodName(method: Pick<MethodRow, 'name' | 'description'>, locale: 'uz' | 'ru'): string {
  return method.description[locale]?.name ?? method.name;
}
