import { useEffect, useId } from 'react';
import { isAuthenticated, useSessionStore, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { LocaleLink, useAsync, useImageKey } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { useLoyaltyConfig } from '../../lib/config';
import { usePoints } from '../../lib/points';
import { loadShop } from './api';
import { productView } from './rules';
import { ProductCard } from './ProductCard';
import styles from './Shop.module.css';

/** Spec §2 /loyalty/shop: products for points, each bought with one confirmation. */
export function ShopPage() {
  const { t } = useTranslation('loyalty');
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const config = useLoyaltyConfig();
  const listId = useId();
  const state = useAsync((signal) => loadShop(signal, signedIn), [signedIn]);
  const imageKey = useImageKey('product');
  const { reload } = state;
  useEffect(() => platform().bus.on('loyalty:changed', reload), [reload]);

  const info = state.data?.info ?? null;
  const alias = info?.pointsAlias;
  const names = usePoints(alias);
  return (
    <section className={styles.page} aria-labelledby="loyalty-shop-title">
      <LocaleLink className={styles.link} to="/loyalty">
        {t('programme.back')}
      </LocaleLink>
      <h1 id="loyalty-shop-title">{t('shop.title')}</h1>
      {info && (
        <p className={styles.balance}>
          {t('shop.balance')}: <strong>{names.amount(info.points)}</strong>
        </p>
      )}
      {!state.data ? (
        state.status === 'error' ? (
          <ErrorState heading={t('shop.loadError')} headingLevel={2} action={{ label: t('retry'), onClick: reload }} />
        ) : (
          <Loader label={t('shop.loading')} />
        )
      ) : !config.shopEnabled || state.data.products.length === 0 ? (
        <EmptyState heading={t('shop.empty')} headingLevel={2} />
      ) : (
        <>
          <h2 id={listId} className={styles.visuallyHidden}>
            {t('shop.products')}
          </h2>
          <ul className={styles.grid} aria-labelledby={listId}>
            {state.data.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={productView(p, imageKey)} points={signedIn ? (info?.points ?? null) : null} alias={alias} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
