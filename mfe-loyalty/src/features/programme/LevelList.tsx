import { formatNumber, useTranslation } from '@casino/shared';
import { useLoyaltyConfig } from '../../lib/config';
import styles from './Programme.module.css';

interface Level {
  id: number;
  sysname: string;
  title: string;
  image_url: string;
  minValue: number;
  maxValue: number | null;
}

/** The programme's levels: thresholds of experience and what each level rewards (the `loyalty` content section). */
export function LevelList({ levels, current, headingId }: { levels: Level[]; current?: string | null; headingId: string }) {
  const { t } = useTranslation('loyalty');
  const { levelRewards } = useLoyaltyConfig();
  const sorted = [...levels].sort((a, b) => a.minValue - b.minValue);
  return (
    <ol className={styles.levels} aria-labelledby={headingId}>
      {sorted.map((level) => (
        <li key={level.id} className={styles.level} aria-current={level.sysname === current ? 'true' : undefined}>
          {level.image_url && <img src={level.image_url} alt="" width={48} height={48} loading="lazy" />}
          <div>
            <h3 className={styles.levelTitle}>
              {level.title}
              {level.sysname === current && <span className={styles.badge}>{t('programme.yourLevel')}</span>}
            </h3>
            <p className={styles.muted}>
              {level.maxValue === null
                ? t('programme.thresholdFrom', { min: formatNumber(level.minValue) })
                : t('programme.threshold', { min: formatNumber(level.minValue), max: formatNumber(level.maxValue) })}
            </p>
            {levelRewards[level.sysname] && <p className={styles.reward}>{levelRewards[level.sysname]}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
