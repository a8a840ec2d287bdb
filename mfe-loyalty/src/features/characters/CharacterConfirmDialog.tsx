import { useState } from 'react';
import { useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { chooseCharacter } from './api';
import styles from './Characters.module.css';

/** Spec §2 loyalty character confirm: sets the character on the server, then the loyalty info is reloaded everywhere. */
export function CharacterConfirmDialog({ id, title, image, dialogId }: { id: number; title: string; image?: string; dialogId?: string }) {
  const { t } = useTranslation('loyalty');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await chooseCharacter(id);
      platform().bus.emit('toast:show', { text: t('characters.changed', { name: title }), type: 'success' });
      platform().bus.emit('loyalty:changed', {});
      close();
    } catch (error) {
      setFailure(t(errorKey(error)));
      setBusy(false);
    }
  };
  return (
    <div className={styles.dialog}>
      <h2>{t('characters.confirmTitle')}</h2>
      {image && <img src={image} alt="" width={96} height={96} />}
      <p>{t('characters.confirmText', { name: title })}</p>
      {failure && <p role="alert">{failure}</p>}
      <div className={styles.actions}>
        <Button loading={busy} onClick={() => void confirm()}>
          {t('characters.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
