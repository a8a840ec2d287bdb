import { useId, useState } from 'react';
import { useTranslation } from '@casino/shared';
import { Button, ErrorState, Loader } from '@casino/shared/ui';
import { useAsync, useImageKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { loadCharacters } from './api';
import { characterView, CONFIRM_DIALOG } from './rules';
import { CharacterPicker } from './CharacterPicker';
import styles from './Characters.module.css';

/** Spec §2 loyalty character change: pick another character, then confirm it (the "confirm" dialog). */
export function CharacterChangeDialog({ current = null, dialogId }: { current?: number | null; dialogId?: string }) {
  const { t } = useTranslation('loyalty');
  const headingId = useId();
  const state = useAsync((signal) => loadCharacters(signal), []);
  const imageKey = useImageKey('character');
  const [chosen, setChosen] = useState<number | null>(current);
  const items = state.data?.items.map((c) => characterView(c, imageKey)) ?? [];
  const picked = items.find((c) => c.id === chosen);
  const next = () => {
    if (!picked) return;
    platform().bus.emit('dialog:close', { id: dialogId });
    platform().bus.emit('dialog:open', { id: CONFIRM_DIALOG, type: 'confirm', props: { id: picked.id, title: picked.title, image: picked.image } });
  };
  return (
    <div className={styles.dialog}>
      <h2 id={headingId}>{t('characters.changeTitle')}</h2>
      {!state.data ? (
        state.status === 'error' ? (
          <ErrorState heading={t('characters.loadError')} headingLevel={3} action={{ label: t('retry'), onClick: state.reload }} />
        ) : (
          <Loader label={t('characters.loading')} />
        )
      ) : (
        <CharacterPicker labelledBy={headingId} items={items} value={chosen} onChange={setChosen} />
      )}
      <div className={styles.actions}>
        <Button disabled={!picked || picked.id === current} onClick={next}>
          {t('characters.choose')}
        </Button>
        <Button variant="secondary" onClick={() => platform().bus.emit('dialog:close', { id: dialogId })}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
