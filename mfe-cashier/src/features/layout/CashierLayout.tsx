import { Outlet, useTranslation } from '@casino/shared';
import { TabNav } from '@casino/shared/ui';
import { useLocalePath } from '@casino/shared/remote';
import styles from './CashierLayout.module.css';

const TABS = ['deposit', 'withdraw', 'history', 'wallet'] as const;

/** The cashier's pages with their tabs: deposit, withdrawal, history, wallet. */
export function CashierLayout() {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  return (
    <section className={styles.page} aria-labelledby="cashier-title">
      <h1 id="cashier-title" className={styles.title}>
        {t('title')}
      </h1>
      <TabNav label={t('tabs.label')} items={TABS.map((tab) => ({ to: to(`/cashier/${tab}`), label: t(`tabs.${tab}`) }))} />
      <Outlet />
    </section>
  );
}

/** `/cashier` itself opens the deposit page. */
export { CashierIndex } from './CashierIndex';
