import type { Kysely } from 'kysely';
import type { GeneralInfo } from '@casino/contract';
import { defineHandlers } from '../api/handler';
import { pageHead } from '../seo';
import { pagePath } from '../seo/lookup';
import { siteOrigin } from '../security/origins';
import type { DB } from '../db/schema';

/** Operator settings behind `metadata.getgeneralinfo`, stored under platform_settings.general. */
export interface GeneralSettings {
  analytic: Record<string, string>;
  available_currencies: string[];
  default_currency: string;
  is_seon_enabled: boolean;
  domain_state: string;
  domain_type: string;
  is_bonus_isolation_enabled: boolean;
  is_game_history_export_enabled: boolean;
  user_inactivity_cashier_time: number | null;
  user_inactivity_pp_time: number | null;
  /** The legal age (years): younger players are refused wherever a birth date is entered. */
  minimum_age: number;
  /** Identity documents the profile offers, in order (shared `DOCUMENT_TYPES`). */
  document_types: string[];
}

export const DEFAULT_GENERAL: GeneralSettings = {
  analytic: {},
  available_currencies: ['USD', 'EUR', 'UZS', 'RUB'],
  default_currency: 'USD',
  is_seon_enabled: false,
  domain_state: 'active',
  domain_type: 'main',
  is_bonus_isolation_enabled: false,
  is_game_history_export_enabled: true,
  user_inactivity_cashier_time: null,
  user_inactivity_pp_time: null,
  minimum_age: 18,
  // The documents of the demo operator's markets (Uzbekistan, Russia).
  document_types: ['passport', 'id_card'],
};

export const LANGUAGES: GeneralInfo['available_locales'] = [
  { code: 'uz', language: 'uz-UZ', name: 'Oʻzbekcha', dir: 'ltr', icon: '/content/media/flags/uz.svg', isDefault: true },
  { code: 'ru', language: 'ru-RU', name: 'Русский', dir: 'ltr', icon: '/content/media/flags/ru.svg', isDefault: false },
];

export async function generalSettings(db: Kysely<DB>): Promise<GeneralSettings> {
  const row = await db.selectFrom('platform_settings').select('value').where('key', '=', 'general').executeTakeFirst();
  return { ...DEFAULT_GENERAL, ...((row?.value as Partial<GeneralSettings> | undefined) ?? {}) };
}

export const metadataHandlers = defineHandlers({
  async 'metadata.getgeneralinfo'(ctx) {
    const general = await generalSettings(ctx.db);
    return {
      ...general,
      available_locales: LANGUAGES,
      time_to_force_logout: ctx.config.timeToForceLogout,
      return_origins: ctx.config.returnOrigins,
    };
  },
});

/**
 * `metadata.get` (spec §7): the metadata of one page of the site, the same head the server
 * renders into the page and `/content/seo-head` answers (title, description, canonical,
 * alternates, robots), for a client that builds its head itself. The site's own client navigation
 * reads `/content/seo-head` instead (it also carries the JSON-LD scripts, which this answer
 * leaves out); `metadata.test.ts` proves the two agree, docs/specification-map.md (§7) records it.
 */
export const pageMetadataHandlers = defineHandlers({
  async 'metadata.get'(ctx) {
    const { host, protocol } = siteOrigin(ctx.config, ctx.request.host);
    const head = await pageHead(ctx.db, { url: pagePath(ctx.params.path), host, protocol });
    return { path: head.path, lang: head.lang, title: head.title, tags: head.tags };
  },
});
