import { useState } from 'react';
import { loyaltyError, useTranslation } from '@casino/shared';
import { Button, ConfirmPanel } from '@casino/shared/ui';
import { errorKey, LocaleLink } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { usePoints } from '../../lib/points';
import { buyProduct } from './api';
import { INSUFFICIENT_DIALOG, outcomeOf, type ProductView } from './rules';
import styles from './Shop.module.css';

const newKey = () => globalThis.crypto?.randomUUID?.() ?? `buy-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

export interface ConfirmDialogProps {
  product: ProductView;
  /** The player's points before the purchase, to show the balance after it. */
  points?: number | null;
  /** The programme's plain alias, when content names the points no other way. */
  alias?: string;
  dialogId?: string;
}

/**
 * Spec §2 loyalty shop buy and confirm, as one confirmation: the product, its price and the balance
 * after it; buys with loyalty.buyproduct under one idempotency key per dialog (a second click never
 * buys twice), then says in place what happens next. Too few points open the insufficient dialog.
 */
export function ConfirmDialog({ product, points, alias, dialogId }: ConfirmDialogProps) {
  const { t } = useTranslation('loyalty');
  const names = usePoints(alias);
  const [key] = useState(newKey);
  const [bought, setBought] = useState<{ status: string; id: number; points: number } | null>(null);
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  const confirm = async () => {
    try {
      const order = await buyProduct(product.id, key);
      setBought({ status: order.status, id: order.id, points: order.points });
      platform().bus.emit('loyalty:changed', {});
      platform().bus.emit('balance:changed', { reason: 'loyalty' });
    } catch (error) {
      if (loyaltyError(error) !== 'insufficient_points') throw error;
      close();
      platform().bus.emit('dialog:open', { id: INSUFFICIENT_DIALOG, type: 'popup', props: { product: { ...product }, alias, missing: 0 } });
    }
  };
  if (bought) {
    const outcome = outcomeOf(product.type, bought.status);
    return (
      <div className={styles.dialog}>
        <h2>{t('shop.doneTitle')}</h2>
        <p role="status">{t(outcome.key, { name: product.title, id: bought.id, ...product.grant.values })}</p>
        <p className={styles.muted}>{t('shop.balanceNow', { points: names.amount(bought.points) })}</p>
        <div className={styles.actions}>
          {outcome.link && (
            <LocaleLink className={styles.link} to={outcome.link.to} onClick={close}>
              {t(outcome.link.key)}
            </LocaleLink>
          )}
          <Button onClick={close}>{t('ok')}</Button>
        </div>
      </div>
    );
  }
  const after = typeof points === 'number' ? points - product.price : null;
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
        return t(code ? `shop.errors.${code}` : errorKey(error), { alias: names.word(0) });
      }}
    >
      {product.image && <img className={styles.image} src={product.image} alt="" width={200} height={150} />}
      <p>
        <strong>{product.title}</strong>: {t(product.grant.key, product.grant.values)}
      </p>
      <dl className={styles.summary}>
        <div>
          <dt>{t('shop.price')}</dt>
          <dd>{names.amount(product.price)}</dd>
        </div>
        {after !== null && after >= 0 && (
          <div>
            <dt>{t('shop.after')}</dt>
            <dd>{names.amount(after)}</dd>
          </div>
        )}
      </dl>
    </ConfirmPanel>
  );
}
