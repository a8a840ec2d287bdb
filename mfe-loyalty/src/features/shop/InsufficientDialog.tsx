import { useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { useAsync } from '@casino/shared/remote';
import { api, platform } from '../../lib/platform';
import { usePoints } from '../../lib/points';
import { missingPoints, type ProductView } from './rules';
import styles from './Shop.module.css';

/** Spec §2 loyalty shop insufficient funds: how many points are missing, and where to earn them. */
export function InsufficientDialog({ product, alias, missing, dialogId }: { product: ProductView; alias?: string; missing: number; dialogId?: string }) {
  const { t } = useTranslation('loyalty');
  const names = usePoints(alias);
  // Opened after a refused purchase the count is not known yet: the points are read again.
  const info = useAsync((signal) => api().call('loyalty.getinfo', {}, { signal }), [], missing <= 0);
  const short = missing > 0 ? missing : info.data ? missingPoints(info.data.points, product.price) : null;
  const close = () => platform().bus.emit('dialog:close', { id: dialogId });
  return (
    <div className={styles.dialog}>
      <h2>{t('shop.insufficientTitle', { alias: names.word(0) })}</h2>
      <p>
        {short === null
          ? t('shop.insufficientUnknown', { name: product.title, alias: names.word(0) })
          : t('shop.insufficientText', { name: product.title, missing: names.amount(short) })}
      </p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            close();
            platform().navigate('/gamehall');
          }}
        >
          {t('shop.earn', { alias: names.word(0) })}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('ok')}
        </Button>
      </div>
    </div>
  );
}
