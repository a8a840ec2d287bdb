import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Skeleton } from '@casino/shared/ui';
import { useAsync, useLocalePath } from '@casino/shared/remote';
import { useCashierConfig } from '../../lib/config';
import { errorKey } from '../../lib/errors';
import { useAccountCurrency } from '../../lib/currency';
import { loadDepositData } from './api';
import { DepositForm } from './DepositForm';
import { MethodList } from '../../components/MethodList';
import { findMethod } from './rules';
import { requestReveal } from './reveal';
import styles from './Deposit.module.css';

/**
 * `/cashier/deposit` and `/cashier/deposit/:sysname`: the methods of the player's currency as a
 * container or a scrolling container (content config), and the chosen method's form.
 */
export function DepositPage() {
  const { t } = useTranslation('cashier');
  const { sysname } = useParams();
  const { search } = useLocation();
  const to = useLocalePath();
  const config = useCashierConfig();
  const currency = useAccountCurrency();
  const data = useAsync((signal) => loadDepositData(signal), [currency]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [inlineCheckout, setInlineCheckout] = useState<string | null>(null);
  useEffect(() => setInlineCheckout(null), [sysname, chosen]);

  if (data.status === 'pending' && !data.data) {
    return (
      <div className={styles.layout} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton shape="block" height={88} />
        <Skeleton shape="block" height={88} />
        <Skeleton shape="block" height={240} />
      </div>
    );
  }
  if (data.status === 'error' || !data.data) {
    return <ErrorState heading={t('common.loadError')} text={t(errorKey(data.error))} action={{ label: t('common.retry'), onClick: data.reload }} />;
  }
  const { settings, offers, rates } = data.data;
  const methods = settings.methods;
  if (!methods.length) return <EmptyState heading={t('deposit.noMethods')} />;

  const inUrl = config.showMethodSysnameInUrl;
  const selectedName = inUrl ? (sysname ?? null) : (chosen ?? sysname ?? null);
  const method = findMethod(methods, selectedName ?? undefined);
  // The scrolling view always has a method open: the first one unless the address names another.
  if (!method && config.depositView === 'scrolling' && inUrl && !sysname) {
    return <Navigate to={to(`/cashier/deposit/${methods[0]!.sysname}${search}`)} replace />;
  }
  const shown = method ?? (config.depositView === 'scrolling' ? methods[0]! : null);

  return (
    <div className={styles.layout}>
      <MethodList
        methods={methods}
        selected={shown?.sysname ?? null}
        view={config.depositView}
        hrefOf={inUrl ? (name) => to(`/cashier/deposit/${name}${search}`) : null}
        onSelect={setChosen}
        onPick={requestReveal}
      />
      {sysname && !method && inUrl && (
        <p role="alert" className={styles.alert}>
          {t('deposit.unknownMethod', { name: sysname })}
        </p>
      )}
      {!shown && !sysname && <p className={styles.muted}>{t('deposit.choose')}</p>}
      {shown &&
        (inlineCheckout ? (
          <iframe className={styles.inlineFrame} src={inlineCheckout} title={t('billing.frameTitle', { method: shown.name })} />
        ) : (
          <DepositForm
            // A new currency starts the form afresh: an amount typed in the old one means another sum now.
            key={`${shown.sysname}:${currency ?? ''}`}
            method={shown}
            offers={offers}
            rates={rates}
            limit={settings.deposit_limit}
            methodInUrl={inUrl && !!sysname}
            onInlineCheckout={setInlineCheckout}
          />
        ))}
    </div>
  );
}
