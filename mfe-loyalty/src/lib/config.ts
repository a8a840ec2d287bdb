import { configSection, parsePointsAlias, useConfigStore, type ContentConfig, type PointsAlias } from '@casino/shared';

/** The `loyalty` content section (spec §1, §9): texts, images and the notices' timing. */
export interface LoyaltyConfig {
  isEnabled: boolean;
  shopEnabled: boolean;
  characterSelect: boolean;
  /** The points' name from content, when it names them: one word, or its plural forms per language. */
  pointsAlias: PointsAlias | null;
  /** What each level rewards, by the level's sysname (localised by content). */
  levelRewards: Record<string, string>;
  notification: { durationMs: number; soundVolume: number; delayMs: number; sound: string | null };
}

/** Spec §9: a loyalty notice shows 5 s, plays its sound at volume 0.5, 300 ms after the fetch. */
export const NOTICE_DEFAULTS = { durationMs: 5000, soundVolume: 0.5, delayMs: 300, sound: null };

const num = (v: unknown, fallback: number, min: number, max: number) => (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : fallback);

/** Reads the section as the content service sends it; anything malformed falls back. */
export function loyaltyConfig(config: ContentConfig): LoyaltyConfig {
  const s = configSection<{
    isEnabled: unknown;
    shop: { isEnabled?: unknown };
    characterSelect: unknown;
    pointsAlias: unknown;
    levelRewards: Record<string, unknown>;
    notification: Record<string, unknown>;
  }>(config, 'loyalty');
  const n = (s.notification ?? {}) as Record<string, unknown>;
  return {
    isEnabled: s.isEnabled !== false,
    shopEnabled: s.shop?.isEnabled !== false,
    characterSelect: s.characterSelect === true,
    pointsAlias: parsePointsAlias(s.pointsAlias),
    levelRewards: Object.fromEntries(Object.entries(s.levelRewards ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
    notification: {
      durationMs: num(n.durationMs, NOTICE_DEFAULTS.durationMs, 1000, 60_000),
      soundVolume: num(n.soundVolume, NOTICE_DEFAULTS.soundVolume, 0, 1),
      delayMs: num(n.delayMs, NOTICE_DEFAULTS.delayMs, 0, 10_000),
      sound: typeof n.sound === 'string' && n.sound ? n.sound : null,
    },
  };
}

export const useLoyaltyConfig = () => loyaltyConfig(useConfigStore((s) => s.config));
