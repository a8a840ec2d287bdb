import { formatNumber, useTranslation } from '@casino/shared';
import { ProgressBar } from '@casino/shared/ui';
import { usePoints } from '../../lib/points';
import type { Standing } from './rules';
import styles from './Standing.module.css';

export interface StandingFactsProps {
  standing: Standing & { level: NonNullable<Standing['level']> };
  /** The programme's plain alias, used when the content service names the points no other way. */
  alias?: string;
  /** The player's chosen character, when there is one. */
  character?: string | null;
}

/** Level, points, character and the progress to the next level: the same block on /loyalty and in the profile. */
export function StandingFacts({ standing, alias, character }: StandingFactsProps) {
  const { t } = useTranslation('loyalty');
  const points = usePoints(alias);
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('standing.level')}</dt>
          <dd>{standing.level.title}</dd>
        </div>
        <div>
          <dt>{t('standing.balance')}</dt>
          <dd>{points.amount(standing.points)}</dd>
        </div>
        {character && (
          <div>
            <dt>{t('standing.character')}</dt>
            <dd>{character}</dd>
          </div>
        )}
      </dl>
      <ProgressBar label={t('standing.progressLabel')} percent={standing.progress} />
      <p className={styles.muted}>
        {standing.next
          ? t('standing.toNext', {
              level: standing.next.title,
              percent: standing.progress,
              exp: formatNumber(standing.exp),
              goal: formatNumber(standing.next.minValue),
            })
          : t('standing.top')}
      </p>
    </>
  );
}
