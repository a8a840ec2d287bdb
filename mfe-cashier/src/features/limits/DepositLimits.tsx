import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, formatMoney, formatTime, useBalanceVersion, useSessionStore, useTranslation } from '@casino/shared';
import { Button, ErrorState, Select, Skeleton, TextField } from '@casino/shared/ui';
import { useAsync } from '@casino/shared/remote';
import { errorKey } from '../../lib/errors';
import { useAccountCurrency } from '../../lib/currency';
import { useCashierFormMessages } from '../../lib/messages';
import { loadDepositLimit, saveDepositLimit } from './api';
import { currentLimit, limitChange, limitSchema, PERIODS, wantedAmount, type DepositLimit, type LimitValues } from './rules';
import styles from './Limits.module.css';

const when = (unix: number) => `${formatDate(unix)} ${formatTime(unix)}`;

/**
 * Deposit limits per 24 hours, 7 days and month (responsible gambling): what is set, used and
 * left, changes waiting out their cooling-off, and a form to set, lower, raise or remove one.
 */
export function DepositLimits({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('cashier');
  const currency = useAccountCurrency();
  // A paid deposit uses the limit up: asked again whenever money moved.
  const moneyMoved = useBalanceVersion();
  const data = useAsync((signal) => loadDepositLimit(signal), [currency, moneyMoved]);
  // A limit saved here stands for the answer until the account's currency changes or money moves (then it is asked again).
  const [saved, setSaved] = useState<{ currency: string | null; moneyMoved: number; limit: DepositLimit } | null>(null);
  const limit = (saved?.currency === currency && saved.moneyMoved === moneyMoved ? saved.limit : null) ?? data.data;
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={styles.limits} aria-labelledby="deposit-limits-title" id="limits">
      <Heading id="deposit-limits-title" className={styles.title}>
        {t('limits.title')}
      </Heading>
      <p className={styles.muted}>{t('limits.lead')}</p>
      {data.status === 'pending' && !limit ? (
        <div role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton shape="block" height={96} />
        </div>
      ) : data.status === 'error' && !limit ? (
        <ErrorState
          heading={t('common.loadError')}
          text={t(errorKey(data.error))}
          action={{ label: t('common.retry'), onClick: data.reload }}
          headingLevel={3}
        />
      ) : limit ? (
        <>
          <LimitTable limit={limit} />
          {limit.can_edit && <LimitForm limit={limit} onSaved={(next) => setSaved({ currency, moneyMoved, limit: next })} />}
        </>
      ) : null}
    </section>
  );
}

function LimitTable({ limit }: { limit: DepositLimit }) {
  const { t } = useTranslation('cashier');
  if (!limit.limits.length) return <p className={styles.none}>{t('limits.none')}</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {limit.available_amount && limit.period !== 'none'
          ? t('limits.binding', {
              period: t(`limits.periods.${limit.period}`),
              amount: formatMoney(limit.available_amount.amount, limit.available_amount.currency),
            })
          : t('limits.title')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('limits.period')}</th>
          <th scope="col">{t('limits.limit')}</th>
          <th scope="col">{t('limits.used')}</th>
          <th scope="col">{t('limits.left')}</th>
          <th scope="col">{t('limits.renews')}</th>
        </tr>
      </thead>
      <tbody>
        {limit.limits.map((l) => (
          <tr key={l.period}>
            <th scope="row">{t(`limits.periods.${l.period}`)}</th>
            <td>
              {formatMoney(l.limit_amount.amount, l.limit_amount.currency)}
              {l.pending && (
                <span className={styles.pending}>
                  {l.pending.limit_amount
                    ? t('limits.pendingRaise', {
                        amount: formatMoney(l.pending.limit_amount.amount, l.pending.limit_amount.currency),
                        when: when(l.pending.effective_at),
                      })
                    : t('limits.pendingRemove', { when: when(l.pending.effective_at) })}
                </span>
              )}
            </td>
            <td>{formatMoney(l.used_amount.amount, l.used_amount.currency)}</td>
            <td>{formatMoney(l.available_amount.amount, l.available_amount.currency)}</td>
            <td>{when(l.expired_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LimitForm({ limit, onSaved }: { limit: DepositLimit; onSaved(limit: DepositLimit): void }) {
  const { t } = useTranslation('cashier');
  const messages = useCashierFormMessages('depositLimit');
  const schema = useMemo(() => limitSchema(messages), [messages]);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LimitValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { period: 'day', amount: '' } });
  const period = watch('period');
  const hours = Math.round(limit.cooling_off / 3600);
  const accountCurrency = useSessionStore((s) => s.account?.balance_main.currency);
  const currency = limit.limit_amount?.currency ?? limit.limits[0]?.limit_amount.currency ?? accountCurrency ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    setFailure(null);
    const wanted = wantedAmount(values);
    const change = limitChange(currentLimit(limit, values.period), wanted);
    try {
      const next = await saveDepositLimit(values.period, wanted);
      onSaved(next);
      const entry = next.limits.find((l) => l.period === values.period);
      const at = entry?.pending ? when(entry.pending.effective_at) : '';
      setStatus(t(`limits.saved.${change}`, { at, hours }));
    } catch (error) {
      setFailure(t(errorKey(error)));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined} aria-labelledby="limit-form-title">
      <h3 id="limit-form-title" className={styles.formTitle}>
        {t('limits.formTitle')}
      </h3>
      <Select label={t('limits.period')} options={PERIODS.map((p) => ({ value: p, label: t(`limits.periods.${p}`) }))} {...register('period')} />
      <TextField
        label={t('limits.amount', { currency })}
        inputMode="numeric"
        hint={t('limits.amountHint', { hours, current: currentLimit(limit, period) ?? '—' })}
        error={errors.amount?.message ?? null}
        {...register('amount')}
      />
      <Button type="submit" loading={isSubmitting}>
        {t('limits.save')}
      </Button>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </form>
  );
}
