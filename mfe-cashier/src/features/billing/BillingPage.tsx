import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { useLocalePath } from '@casino/shared/remote';
import { previousPath } from '../layout';
import { billingRedirect } from './billingRedirect';
import styles from './BillingPage.module.css';

/** What the deposit page hands the billing page: the provider's payment page to embed. */
export interface BillingState {
  url: string;
  transaction: number;
  method: string;
}

function isBillingState(value: unknown): value is BillingState {
  const v = value as Partial<BillingState> | null;
  return !!v && typeof v.url === 'string' && v.url.startsWith('/payments/') && typeof v.transaction === 'number' && typeof v.method === 'string';
}

/** The payment page of a method that pays inside the cashier, in a frame (spec §2 billing). */
export function BillingPage() {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  // The route before this one, read once: after this render the billing page is the current one.
  const [redirect] = useState(() => billingRedirect(previousPath()));
  const state = location.state as unknown;
  if (redirect || !isBillingState(state)) return <Navigate to={to(redirect ?? '/cashier/deposit')} replace />;
  return (
    <section className={styles.billing} aria-labelledby="billing-title">
      <h1 id="billing-title" className={styles.title}>
        {t('billing.title', { method: state.method })}
      </h1>
      <p className={styles.hint}>{t('billing.hint')}</p>
      <iframe className={styles.frame} src={state.url} title={t('billing.frameTitle', { method: state.method })} />
      <Button variant="ghost" onClick={() => void navigate(-1)}>
        {t('common.back')}
      </Button>
    </section>
  );
}
