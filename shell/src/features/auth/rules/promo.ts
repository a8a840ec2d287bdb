/**
 * Promo code of a registration (spec §2): from the `promo_code` query (the last value when it
 * is repeated), else the one kept in local storage; the query has priority and replaces it.
 */
export function promoCodeFromQuery(search: string): string | null {
  const values = new URLSearchParams(search)
    .getAll('promo_code')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return values.length ? values[values.length - 1]!.slice(0, 64) : null;
}

export function currentPromoCode(search: string, stored: string | null): string | null {
  return promoCodeFromQuery(search) ?? (stored?.trim() ? stored.trim() : null);
}

/** The text to show for a refused activation: the first code of `fields.promo_code` (spec §8). */
export function promoErrorCode(fields: Record<string, string | string[]> | undefined): string | null {
  const value = fields?.promo_code;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && /^[a-z0-9_]{1,64}$/.test(first) ? first : null;
}
