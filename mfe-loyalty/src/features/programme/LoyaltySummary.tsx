import { useSessionStore, useTranslation } from '@casino/shared';

/** The player's standing in the programme; guests are invited to join. */
export function LoyaltySummary() {
  const { t } = useTranslation('loyalty');
  const account = useSessionStore((s) => s.account);
  return <p>{account && account.uid > 0 ? t('member', { login: account.login }) : t('guest')}</p>;
}
