import { bus, useTranslation } from '@casino/shared';
import { Button, Skeleton } from '@casino/shared/ui';
import { useAsync } from '@casino/shared/remote';
import { linkTarget } from '../../lib/links';
import { api, platform } from '../../lib/platform';
import styles from './Dialogs.module.css';

export interface CampaignDialogProps {
  sysname?: string;
  /** Preview mode: drafts are shown too, and the popup says it is a preview. */
  preview?: boolean;
  dialogId?: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The campaign popup (spec §2, §3): the popup `sysname` names, or the first live one. */
export function CampaignDialog({ sysname, preview = false, dialogId }: CampaignDialogProps) {
  const { t } = useTranslation('promotions');
  const state = useAsync((signal) => api().call('popups.get', { sysname, preview, count: 1 }, { signal }), [sysname, preview]);
  const close = () => bus.emit('dialog:close', { id: dialogId });

  if (state.status === 'pending' || state.status === 'idle') {
    return (
      <div className={styles.body} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton shape="block" aspectRatio="2 / 1" />
        <Skeleton width="60%" />
      </div>
    );
  }
  const popup = state.data?.items[0];
  if (!popup) {
    return (
      <div className={styles.body}>
        <p>{t('campaign.missing')}</p>
        <Button onClick={close}>{t('close')}</Button>
      </div>
    );
  }
  const d = popup.description;
  const target = linkTarget(d.link, { external: d.external === 1 || d.external === '1' });
  const go = () => {
    close();
    if (!target) return;
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else platform().navigate(target.path);
  };
  return (
    <div className={styles.body} data-popup={popup.sysname}>
      {(preview || popup.preview) && <p className={styles.badge}>{t('campaign.preview')}</p>}
      {str(d.image_url) && <img className={styles.image} src={str(d.image_url)} alt="" width={600} height={300} decoding="async" />}
      <h2 className={styles.title}>{str(d.title)}</h2>
      {str(d.text) && <p className={styles.text}>{str(d.text)}</p>}
      {target && <Button onClick={go}>{str(d.button) || t('campaign.more')}</Button>}
    </div>
  );
}
