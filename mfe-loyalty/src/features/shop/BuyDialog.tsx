import { formatNumber, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { platform } from '../../lib/platform';
import { CONFIRM_DIALOG, type ProductView } from './rules';
import styles from './Shop.module.css';

/** Spec §2 loyalty shop buy: the product in full, then on to the confirm dialog. */
export function BuyDialog({ product, alias, dialogId }: { product: ProductView; alias: string; dialogId?: string }) {
  const { t } = useTranslation('loyalty');
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  const next = () => {
    close();
    platform().bus.emit('dialog:open', { id: CONFIRM_DIALOG, type: 'confirm', props: { product: { ...product }, alias } });
  };
  return (
    <div className={styles.dialog}>
      <h2>{product.title}</h2>
      {product.image && <img className={styles.image} src={product.image} alt="" width={200} height={150} />}
      <p>{t(product.grant.key, product.grant.values)}</p>
      <p className={styles.price}>
        {formatNumber(product.price)} {alias}
      </p>
      <div className={styles.actions}>
        <Button onClick={next}>{t('shop.buy')}</Button>
        <Button variant="secondary" onClick={close}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
