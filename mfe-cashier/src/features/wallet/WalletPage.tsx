import { Link, formatDate, formatMoney, formatTime, roundMoney, useBalanceVersion, useSessionStore, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Skeleton, cx } from '@casino/shared/ui';
import { useAsync, useLocalePath } from '@casino/shared/remote';
import { loadHistory, recentTransactions } from '../history';
import { DepositLimits } from '../limits';
import { errorKey } from '../../lib/errors';
import { statusKey } from '../../lib/status';
import styles from './Wallet.module.css';

/** Spec §9: recent transactions, payments and bonuses merged, newest first. */
const RECENT = 4;

/** `/cashier/wallet`: balances, recent transactions and deposit limits. */
export function WalletPage() {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const account = useSessionStore((s) => s.account);
  // The recent transactions follow the balances above: asked again whenever money moved.
  const moneyMoved = useBalanceVersion();
  const recent = useAsync(
    async (signal) => {
      const pages = await Promise.all((['deposit', 'withdrawal', 'bonuses'] as const).map((type) => loadHistory(type, 0, RECENT, signal)));
      return recentTransactions(
        pages.map((p) => p.items),
        RECENT,
      );
    },
    [moneyMoved],
  );

  const balances = account
    ? ([
        ['main', account.balance_main],
        ['bonus', account.balance_bonus],
        ['betting_bonus', account.balance_betting_bonus],
      ] as const)
    : [];
  const currency = account?.balance_main.currency ?? '';
  // Spec §9: the total is main plus bonus plus betting bonus.
  const total = roundMoney(balances.reduce((sum, [, b]) => sum + b.amount, 0));

  return (
    <div className={styles.wallet}>
      <section aria-labelledby="wallet-balances" className={styles.card}>
        <h2 id="wallet-balances" className={styles.title}>
          {t('wallet.balances')}
        </h2>
        <p className={styles.total}>
          {t('wallet.total')} <strong>{formatMoney(total, currency)}</strong>
        </p>
        <dl className={styles.balances}>
          {balances.map(([kind, b]) => (
            <div key={kind}>
              <dt>{t(`wallet.kinds.${kind}`)}</dt>
              <dd>{formatMoney(b.amount, b.currency)}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Link className={styles.primary} to={to('/cashier/deposit')}>
            {t('tabs.deposit')}
          </Link>
          <Link className={styles.secondary} to={to('/cashier/withdraw')}>
            {t('tabs.withdraw')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="wallet-recent" className={styles.card}>
        <h2 id="wallet-recent" className={styles.title}>
          {t('wallet.recent')}
        </h2>
        {recent.status === 'pending' && !recent.data ? (
          <div role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton shape="block" height={160} />
          </div>
        ) : recent.status === 'error' ? (
          <ErrorState
            heading={t('common.loadError')}
            text={t(errorKey(recent.error))}
            action={{ label: t('common.retry'), onClick: recent.reload }}
            headingLevel={3}
          />
        ) : !recent.data?.length ? (
          <EmptyState heading={t('wallet.noRecent')} headingLevel={3} />
        ) : (
          <ul className={styles.recent}>
            {recent.data.map((item) => (
              <li key={`${item.type}:${item.id}`}>
                <span>
                  {item.type === 'deposit' || item.type === 'withdrawal' ? (
                    <Link to={to(`/cashier/receipt?id=${item.id}`)}>{t(`history.tabs.${item.type}`)}</Link>
                  ) : (
                    t(`history.tabs.${item.type}`)
                  )}
                  <span className={styles.muted}>
                    {' '}
                    {formatDate(item.created_at)} {formatTime(item.created_at)} · {t(statusKey(item))}
                  </span>
                </span>
                <strong className={cx(item.amount.amount < 0 && styles.negative)}>{formatMoney(item.amount.amount, item.amount.currency)}</strong>
              </li>
            ))}
          </ul>
        )}
        <Link to={to('/cashier/history')}>{t('wallet.allHistory')}</Link>
      </section>

      <div className={styles.card}>
        <DepositLimits />
      </div>
    </div>
  );
}
