import { useTranslation } from '@casino/shared';
import { ConfirmPanel } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { chooseCharacter } from './api';

/** Spec §2 loyalty character confirm: sets the character on the server, then the loyalty info is reloaded everywhere. */
export function CharacterConfirmDialog({ id, title, image, dialogId }: { id: number; title: string; image?: string; dialogId?: string }) {
  const { t } = useTranslation('loyalty');
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  return (
    <ConfirmPanel
      heading={t('characters.confirmTitle')}
      confirmLabel={t('characters.confirm')}
      cancelLabel={t('cancel')}
      onCancel={close}
      describeError={(error) => t(errorKey(error))}
      onConfirm={async () => {
        await chooseCharacter(id);
        platform().bus.emit('toast:show', { text: t('characters.changed', { name: title }), type: 'success' });
        platform().bus.emit('loyalty:changed', {});
        close();
      }}
    >
      {image && <img src={image} alt="" width={96} height={96} />}
      <p>{t('characters.confirmText', { name: title })}</p>
    </ConfirmPanel>
  );
}
