/**
 * The loyalty points' own name (spec §3 `pointsAlias`), given by the operator in the content
 * service's `loyalty` section per language: either one word for every count ("yulduz") or its
 * plural forms by the CLDR categories of Intl.PluralRules — Uzbek `one`/`other`, Russian
 * `one`/`few`/`many`/`other` — so "1 звезда", "2 звезды", "5 звёзд" read right.
 */
import type { Locale } from './locales';

/** One word for every count, or the word by plural category (`one` and `other` always). */
export type PointsAlias = string | { one: string; few?: string; many?: string; other: string };

// Read by hand, not with zod: this module is part of the first page load, which carries no zod.
const word = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Reads an operator's value; anything malformed (or empty) is no alias. */
export function parsePointsAlias(value: unknown): PointsAlias | null {
  if (typeof value === 'string') return word(value);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const forms = value as Record<string, unknown>;
  const one = word(forms.one);
  const other = word(forms.other);
  if (!one || !other) return null;
  for (const optional of ['few', 'many'] as const) if (forms[optional] !== undefined && !word(forms[optional])) return null;
  const few = word(forms.few);
  const many = word(forms.many);
  return { one, other, ...(few ? { few } : {}), ...(many ? { many } : {}) };
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
