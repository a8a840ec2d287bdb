import { useId } from 'react';
import { useTranslation } from '@casino/shared';
import { Button, ErrorState, Loader } from '@casino/shared/ui';
import { useAsync, useImageKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { loadCharacters } from './api';
import { characterView, CHANGE_DIALOG } from './rules';
import styles from './Characters.module.css';

/** The programme's characters, the player's marked, and the way to change it (the "change" dialog). */
export function CharacterGallery({ current }: { current: number | null }) {
  const { t } = useTranslation('loyalty');
  const headingId = useId();
  const state = useAsync((signal) => loadCharacters(signal), []);
  const imageKey = useImageKey('character');
  const items = state.data?.items.map((c) => characterView(c, imageKey)) ?? [];
  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('characters.title')}</h2>
      {!state.data ? (
        state.status === 'error' ? (
          <ErrorState heading={t('characters.loadError')} headingLevel={3} action={{ label: t('retry'), onClick: state.reload }} />
        ) : (
          <Loader label={t('characters.loading')} />
        )
      ) : items.length === 0 ? (
        <p>{t('characters.empty')}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((c) => (
              <li key={c.id} className={styles.item} aria-current={c.id === current ? 'true' : undefined}>
                {c.image && <img src={c.image} alt="" width={72} height={72} loading="lazy" />}
                <span>{c.title}</span>
                {c.id === current && <span className={styles.mark}>{t('characters.yours')}</span>}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => platform().bus.emit('dialog:open', { id: CHANGE_DIALOG, type: 'popup', props: { current } })}>
            {t('characters.change')}
          </Button>
        </>
      )}
    </section>
  );
}
