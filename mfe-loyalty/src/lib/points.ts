import { DEFAULT_LOCALE, formatNumber, isLocale, parsePointsAlias, pointsWord, useTranslation, type PointsAlias } from '@casino/shared';
import { useLoyaltyConfig } from './config';

/** How the site names the loyalty points: the content's alias (with its plural forms), else the programme's, else the word of the texts. */
export interface PointsNames {
  /** The word after a count: word(1) "звезда", word(5) "звёзд", uz word(10) "yulduz". */
  word: (count: number) => string;
  /** A count with its word, the count formatted by spec §9: "1,250 звёзд". */
  amount: (count: number) => string;
  /** The name without a count ("копите звезды", "yulduz toʻplang"): the alias's `other` form. */
  name: string;
}

/** `programAlias`: the programme's plain alias (loyalty.getinfo/getPrograms), used only when content names none. */
export function usePoints(programAlias?: string | null): PointsNames {
  const { t, i18n } = useTranslation('loyalty');
  const config = useLoyaltyConfig();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const alias: PointsAlias | null = config.pointsAlias ?? parsePointsAlias(programAlias);
  const word = (count: number) => pointsWord(alias, count, locale) ?? t('points.word', { count });
  const name = alias ? (typeof alias === 'string' ? alias : alias.other) : t('points.name');
  return { word, name, amount: (count: number) => t('points.amount', { count, value: formatNumber(count), word: word(count) }) };
}
