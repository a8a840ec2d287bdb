import { useEffect, useId } from 'react';
import { isAuthenticated, useSessionStore, useTranslation } from '@casino/shared';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { LocaleLink, useAsync } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { useLoyaltyConfig } from '../../lib/config';
import { usePoints } from '../../lib/points';
import { StandingFacts, standingOf } from '../standing';
import { CharacterGallery } from '../characters';
import { loadProgramme } from './api';
import { LevelList } from './LevelList';
import styles from './Programme.module.css';

/** Spec §2 /loyalty: the programme, its levels, and the player's points, level, progress and character; guests are invited to sign up. */
export function ProgrammePage() {
  const { t } = useTranslation('loyalty');
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const config = useLoyaltyConfig();
  const levelsId = useId();
  const state = useAsync((signal) => loadProgramme(signal, signedIn), [signedIn]);
  const { reload } = state;
  useEffect(() => platform().bus.on('loyalty:changed', reload), [reload]);
  const names = usePoints(state.data?.info?.pointsAlias || state.data?.programs[0]?.pointsAlias);

  if (!state.data) {
    return (
      <section className={styles.page} aria-labelledby="loyalty-title">
        <h1 id="loyalty-title">{t('title')}</h1>
        {state.status === 'error' ? (
          <ErrorState heading={t('programme.loadError')} headingLevel={2} action={{ label: t('retry'), onClick: reload }} />
        ) : (
          <Loader label={t('programme.loading')} />
        )}
      </section>
    );
  }

  const { programs, info } = state.data;
  const program = programs.find((p) => p.id === info?.id) ?? programs[0];
  if (!program || !config.isEnabled) {
    return (
      <section className={styles.page} aria-labelledby="loyalty-title">
        <h1 id="loyalty-title">{t('title')}</h1>
        <EmptyState heading={t('programme.empty')} headingLevel={2} />
      </section>
    );
  }
  const standing = info ? standingOf(info, program) : null;
  const heading = typeof program.description.title === 'string' && program.description.title ? program.description.title : t('title');
  const text = typeof program.description.text === 'string' && program.description.text ? program.description.text : t('lead', { alias: names.name });
  const image = typeof program.description.image_url === 'string' ? program.description.image_url : '';

  return (
    <section className={styles.page} aria-labelledby="loyalty-title">
      <header className={styles.hero}>
        {image && <img className={styles.heroImage} src={image} alt="" width={96} height={96} />}
        <div>
          <h1 id="loyalty-title">{heading}</h1>
          <p>{text}</p>
          <nav className={styles.links} aria-label={t('programme.nav')}>
            <LocaleLink className={styles.link} to={`/loyalty/${program.sysname}`}>
              {t('programme.details')}
            </LocaleLink>
            {config.shopEnabled && (
              <LocaleLink className={styles.link} to="/loyalty/shop">
                {t('shop.title')}
              </LocaleLink>
            )}
          </nav>
        </div>
      </header>

      {standing && standing.level ? (
        <section className={styles.card} aria-labelledby="loyalty-standing">
          <h2 id="loyalty-standing">{t('standing.title')}</h2>
          <StandingFacts
            standing={{ ...standing, level: standing.level }}
            alias={standing?.pointsAlias || program.pointsAlias}
            character={info?.character ? String(info.character.description.title ?? info.character.sysname) : null}
          />
        </section>
      ) : (
        !signedIn && (
          <section className={styles.card} aria-labelledby="loyalty-join">
            <h2 id="loyalty-join">{t('guest', { alias: names.name })}</h2>
            <Button onClick={() => platform().bus.emit('dialog:open', { id: 'auth', props: { view: 'registration' } })}>{t('programme.signUp')}</Button>
          </section>
        )
      )}

      <section aria-labelledby={levelsId}>
        <h2 id={levelsId}>{t('programme.levels')}</h2>
        <LevelList levels={program.levels} current={standing?.level?.sysname ?? null} headingId={levelsId} />
      </section>

      {signedIn && info && <CharacterGallery current={info.character?.id ?? null} />}
    </section>
  );
}
