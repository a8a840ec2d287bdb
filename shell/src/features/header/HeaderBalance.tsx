import { formatMoney, useTranslation, type AccountInfo } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { balanceParts } from './balance';
import styles from './Header.module.css';

/**
 * The balance, leading to the cashier: the total of spec §9 and, when it holds bonus money, its
 * parts under it, a line each — real money (what the cashier lets the player withdraw) and bonus money. Phones
 * say "with bonus" under the total and show the parts in the sidebar; the link's name says both.
 */
export function HeaderBalance({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('shell');
  const { total, real, bonus, split } = balanceParts(account);
  return (
    <LocaleLink to="/cashier/deposit" className={split ? `${styles.balance} ${styles.split}` : styles.balance}>
      <span className={styles.visuallyHidden}>{t('header.balance')} </span>
      <span data-testid="header-balance">{formatMoney(total.amount, total.currency)}</span>
      {split && (
        <>
          <span className={styles.withBonus}> {t('header.withBonus')}</span>{' '}
          <span className={styles.parts}>
            <span className={styles.visuallyHidden}>: </span>
            <span data-testid="header-balance-real">{t('header.real', { amount: formatMoney(real.amount) })}</span>
            <span className={styles.visuallyHidden}>,</span>{' '}
            <span data-testid="header-balance-bonus">{t('header.bonus', { amount: formatMoney(bonus.amount) })}</span>
          </span>
        </>
      )}
    </LocaleLink>
  );
}
