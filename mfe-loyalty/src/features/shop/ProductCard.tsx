import { useId } from 'react';
import { useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { platform } from '../../lib/platform';
import { usePoints } from '../../lib/points';
import { buyStep, type ProductView } from './rules';
import styles from './Shop.module.css';

/**
 * One product: picture, what it grants, its price in points and the "buy" button. A guest is asked
 * to sign in; a signed-in player whose points are still on their way (the shop reloading after a
 * sign-in) waits for them, never sees the sign-in dialog.
 */
export function ProductCard({ product, points, alias, signedIn }: { product: ProductView; points: number | null; alias?: string; signedIn: boolean }) {
  const { t } = useTranslation('loyalty');
  const names = usePoints(alias);
  const titleId = useId();
  const soldOut = product.stock !== null && product.stock <= 0;
  const buy = () => {
    if (!signedIn) {
      platform().bus.emit('dialog:open', { id: 'auth', props: { view: 'login' } });
      return;
    }
    if (points === null) return;
    const step = buyStep(points, product);
    platform().bus.emit('dialog:open', { id: step.dialog, type: 'popup', props: { product: { ...product }, missing: step.missing, points, alias } });
  };
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {product.image && <img className={styles.image} src={product.image} alt="" width={160} height={120} loading="lazy" />}
      <h3 id={titleId} className={styles.cardTitle}>
        {product.title}
      </h3>
      <p className={styles.muted}>{t(product.grant.key, product.grant.values)}</p>
      <p className={styles.price}>{names.amount(product.price)}</p>
      <Button disabled={soldOut} loading={!soldOut && signedIn && points === null} onClick={buy} aria-describedby={titleId}>
        {soldOut ? t('shop.soldOut') : t('shop.buy')}
      </Button>
    </article>
  );
}
