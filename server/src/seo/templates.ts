/**
 * SEO url templates (spec §2): a concrete page such as `/game/aurora_lucky_sevens` is described by
 * the SEO record of its template `/game/{name}`. Templates come from the `settings-seo` section
 * (`seoUrls`); these are the defaults.
 */
export const DEFAULT_SEO_TEMPLATES: readonly string[] = [
  '/cashier/deposit/{name}',
  '/game/{name}',
  '/jackpots/{name}',
  '/offers/{name}',
  '/promotions/{name}',
  '/tournaments/{name}',
  '/tournaments/{name}/gamehall',
];

export interface TemplateMatch {
  template: string;
  /** Placeholder name → the (decoded) path segment it stands for. */
  params: Record<string, string>;
}

const PLACEHOLDER = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches one template against a path without locale prefix; a placeholder stands for one segment. */
export function matchTemplate(template: string, path: string): Record<string, string> | null {
  const want = segments(template);
  const have = segments(path);
  if (want.length !== have.length || want.length === 0) return null;
  const params: Record<string, string> = {};
  let placeholders = 0;
  for (let i = 0; i < want.length; i++) {
    const placeholder = PLACEHOLDER.exec(want[i]!);
    if (placeholder) {
      const value = decode(have[i]!);
      if (value === null || value === '') return null;
      params[placeholder[1]!] = value;
      placeholders++;
    } else if (want[i] !== have[i]) {
      return null;
    }
  }
  return placeholders > 0 ? params : null;
}

/** The first configured template the path fits, with its placeholder values. */
export function seoTemplateFor(path: string, templates: readonly string[]): TemplateMatch | null {
  for (const template of templates) {
    const params = matchTemplate(template, path);
    if (params) return { template, params };
  }
  return null;
}

/** Templates from the `settings-seo` section (`seoUrls` as an object or a list), else the defaults. */
export function configuredTemplates(seoUrls: unknown): string[] {
  const values = Array.isArray(seoUrls) ? seoUrls : seoUrls && typeof seoUrls === 'object' ? Object.values(seoUrls) : [];
  const list = values.filter((v): v is string => typeof v === 'string' && v.startsWith('/') && v.includes('{'));
  return list.length ? list : [...DEFAULT_SEO_TEMPLATES];
}

/** Puts values into `{key}` placeholders; unknown placeholders stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, key: string) => (Object.prototype.hasOwnProperty.call(values, key) ? values[key]! : whole));
}
