/**
 * The loyalty points' own name (spec §3 `pointsAlias`), given by the operator in the content
 * service's `loyalty` section per language: either one word for every count ("yulduz") or its
 * plural forms by the CLDR categories of Intl.PluralRules — Uzbek `one`/`other`, Russian
 * `one`/`few`/`many`/`other` — so "1 звезда", "2 звезды", "5 звёзд" read right.
 */
import { z } from 'zod';
import type { Locale } from './locales';

const word = z.string().trim().min(1);
export const pointsAliasForms = z.object({ one: word, few: word.optional(), many: word.optional(), other: word });
export const pointsAliasSchema = z.union([word, pointsAliasForms]);
export type PointsAlias = z.infer<typeof pointsAliasSchema>;

/** Reads an operator's value; anything malformed (or empty) is no alias. */
export function parsePointsAlias(value: unknown): PointsAlias | null {
  const parsed = pointsAliasSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const rules = new Map<Locale, Intl.PluralRules>();
/** The CLDR plural category of a count in a language (uz: one/other; ru: one/few/many/other). */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r.select(count);
}

/** The alias's word after a number: pointsWord({ one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' }, 5, 'ru') → 'звёзд'. */
export function pointsWord(alias: PointsAlias | null, count: number, locale: Locale): string | null {
  if (!alias) return null;
  if (typeof alias === 'string') return alias;
  const category = pluralCategory(count, locale);
  return (category === 'one' || category === 'few' || category === 'many' ? alias[category] : undefined) ?? alias.other;
}
