import { formatMoney, NavLink, useLocaleStore, useParams, useSessionStore, useTranslation } from '@casino/shared';
import styles from './CashierPage.module.css';

const SECTIONS = ['deposit', 'withdraw', 'history'] as const;

export function CashierPage() {
  const { t } = useTranslation('cashier');
  const { section = 'deposit' } = useParams();
  const account = useSessionStore((s) => s.account);
  const prefix = useLocaleStore((s) => (s.locale === 'ru' ? '/ru' : ''));
  return (
    <section aria-labelledby="cashier-title">
      <h1 id="cashier-title">{t('title')}</h1>
      <nav aria-label={t('title')} className={styles.tabs}>
        {SECTIONS.map((s) => (
          <NavLink key={s} to={`${prefix}/cashier/${s}`} className={s === section ? styles.active : styles.tab}>
            {t(s)}
          </NavLink>
        ))}
      </nav>
      <p>
        {account && account.uid > 0
          ? t('balance', { amount: formatMoney(account.balance_main.amount, account.balance_main.currency) })
          : t('guest')}
      </p>
    </section>
  );
}
