import { useState } from 'react';
import { formatNumber, loyaltyError, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { buyProduct } from './api';
import { INSUFFICIENT_DIALOG, type ProductView } from './rules';
import styles from './Shop.module.css';

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `buy-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`);

/**
 * Spec §2 loyalty shop confirm: buys with loyalty.buyproduct under one idempotency key per dialog
 * (a second click never buys twice). Says what was granted; too few points open the insufficient dialog.
 */
export function ConfirmDialog({ product, alias, dialogId }: { product: ProductView; alias: string; dialogId?: string }) {
  const { t } = useTranslation('loyalty');
  const [key] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [bought, setBought] = useState<{ status: string; id: number } | null>(null);
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const order = await buyProduct(product.id, key);
      setBought({ status: order.status, id: order.id });
      platform().bus.emit('toast:show', { text: t('shop.bought', { name: product.title }), type: 'success' });
      platform().bus.emit('loyalty:changed', {});
      platform().bus.emit('balance:changed', { reason: 'loyalty' });
    } catch (error) {
      const code = loyaltyError(error);
      if (code === 'insufficient_points') {
        close();
        platform().bus.emit('dialog:open', { id: INSUFFICIENT_DIALOG, type: 'popup', props: { product: { ...product }, alias, missing: 0 } });
        return;
      }
      setFailure(t(code ? `shop.errors.${code}` : errorKey(error)));
    } finally {
      setBusy(false);
    }
  };
  if (bought) {
    return (
      <div className={styles.dialog}>
        <h2>{t('shop.doneTitle')}</h2>
        <p role="status">{bought.status === 'pending' ? t('shop.orderPlaced', { id: bought.id }) : t('shop.granted', { name: product.title })}</p>
        <div className={styles.actions}>
          {bought.status === 'granted' && (product.type === 'bonus' || product.type === 'freespins') && (
            <Button
              variant="secondary"
              onClick={() => {
                close();
                platform().navigate('/profile/bonuses');
              }}
            >
              {t('shop.toBonuses')}
            </Button>
          )}
          <Button onClick={close}>{t('ok')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.dialog}>
      <h2>{t('shop.confirmTitle')}</h2>
      <p>{t('shop.confirmText', { name: product.title, price: formatNumber(product.price), alias })}</p>
      {failure && <p role="alert">{failure}</p>}
      <div className={styles.actions}>
        <Button loading={busy} onClick={() => void confirm()}>
          {t('shop.confirm')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
