import { bus, useTranslation } from '@casino/shared';
import { platform } from '../../lib/platform';
import type { OfferItem } from '@casino/shared/api/schemas';
import { Button } from '@casino/shared/ui';
import styles from './Dialogs.module.css';

export interface PromoCodeActivatedDialogProps {
  /** The offer campaigns.activateOffer answered. */
  offer?: OfferItem;
  dialogId?: string;
}

/** Shown after a promo code was activated (spec §2): which offer it brought. */
export function PromoCodeActivatedDialog({ offer, dialogId }: PromoCodeActivatedDialogProps) {
  const { t } = useTranslation('promotions');
  const title = typeof offer?.description.title === 'string' ? offer.description.title : (offer?.sysname ?? '');
  const open = () => {
    bus.emit('dialog:close', { id: dialogId });
    platform().navigate('/profile/bonuses');
  };
  return (
    <div className={styles.body}>
      <h2 className={styles.title}>{t('promoCode.title')}</h2>
      {title && <p className={styles.text}>{t('promoCode.text', { title })}</p>}
      <Button onClick={open}>{t('promoCode.open')}</Button>
    </div>
  );
}
