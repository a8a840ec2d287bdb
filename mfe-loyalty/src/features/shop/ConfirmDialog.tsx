import { useState } from 'react';
import { formatNumber, loyaltyError, useTranslation } from '@casino/shared';
import { Button, ConfirmPanel } from '@casino/shared/ui';
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
  const [bought, setBought] = useState<{ status: string; id: number } | null>(null);
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  const confirm = async () => {
    try {
      const order = await buyProduct(product.id, key);
      setBought({ status: order.status, id: order.id });
      platform().bus.emit('toast:show', { text: t('shop.bought', { name: product.title }), type: 'success' });
      platform().bus.emit('loyalty:changed', {});
      platform().bus.emit('balance:changed', { reason: 'loyalty' });
    } catch (error) {
      if (loyaltyError(error) !== 'insufficient_points') throw error;
      close();
      platform().bus.emit('dialog:open', { id: INSUFFICIENT_DIALOG, type: 'popup', props: { product: { ...product }, alias, missing: 0 } });
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
    <ConfirmPanel
      className={styles.dialog}
      heading={t('shop.confirmTitle')}
      confirmLabel={t('shop.confirm')}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      onCancel={close}
      describeError={(error) => {
        const code = loyaltyError(error);
        return t(code ? `shop.errors.${code}` : errorKey(error));
      }}
    >
      <p>{t('shop.confirmText', { name: product.title, price: formatNumber(product.price), alias })}</p>
    </ConfirmPanel>
  );
}
