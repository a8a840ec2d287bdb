import { useId } from 'react';
import { useTranslation } from '@casino/shared';
import { ErrorState, Loader } from '@casino/shared/ui';
import { LocaleLink, useAsync } from '@casino/shared/remote';
import { loadStanding } from './api';
import { standingOf } from './rules';
import { StandingFacts } from './StandingFacts';
import styles from './Standing.module.css';

/**
 * The `profile.loyalty` slot: the player's level, points and progress to the next level, shown on
 * the profile's loyalty tab (the programme itself lives at /loyalty).
 */
export function LoyaltyStanding() {
  const { t } = useTranslation('loyalty');
  const titleId = useId();
  const state = useAsync((signal) => loadStanding(signal), []);

  if (!state.data) {
    return state.status === 'error' ? (
      <ErrorState heading={t('standing.loadError')} headingLevel={2} action={{ label: t('standing.retry'), onClick: state.reload }} />
    ) : (
      <Loader label={t('standing.loading')} />
    );
  }

  const standing = standingOf(state.data.info, state.data.program);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('standing.title')}
      </h2>
      {!standing.active || !standing.level ? (
        <p className={styles.muted}>{t('standing.inactive')}</p>
      ) : (
        <StandingFacts
          standing={{ ...standing, level: standing.level }}
          alias={standing.pointsAlias}
          character={state.data.info.character ? String(state.data.info.character.description.title ?? state.data.info.character.sysname) : null}
        />
      )}
      <LocaleLink className={styles.link} to="/loyalty">
        {t('standing.more')}
      </LocaleLink>
    </section>
  );
}

/** The slot's module export (the shell and other parts load it as the default). */
export default LoyaltyStanding;
