import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatTime,
  useBalanceVersion,
  useNavigate,
  useSearchParams,
  useTranslation,
  type Result,
} from '@casino/shared';
import { Button, MaskedField, TextField } from '@casino/shared/ui';
import { parseSum, useFormsConfig } from '@casino/shared/validation';
import { useLocalePath } from '@casino/shared/remote';
import { useCashierConfig } from '../../lib/config';
import { errorKey, errorName, formFieldErrors } from '../../lib/errors';
import { createKeyKeeper } from '../../lib/idempotency';
import { useCashierFormMessages } from '../../lib/messages';
import { requisiteMask } from '../../lib/requisites';
import { browser, PAYMENT_SUCCESS_RETURN_KEY, storage } from '../../lib/browser';
import { paymentReturnAddress } from '../../lib/payment-return';
import { loadDepositLimit, makeDeposit } from './api';
import {
  bonusPreview,
  depositParams,
  depositSchema,
  limitLeft,
  NO_OFFER,
  offerChosenBy,
  offersFor,
  type DepositLimit,
  type DepositValues,
  type Offer,
  type PaymentMethod,
} from './rules';
import { reveal, takeReveal } from './reveal';
import styles from './Deposit.module.css';

export interface DepositFormProps {
  method: PaymentMethod;
  offers: readonly Offer[];
  rates: Record<string, number>;
  limit: DepositLimit;
  /** The method's sysname is in the address (the billing page needs to know it came from there). */
  methodInUrl: boolean;
  /** For methods that pay inside the cashier when the address has no method: show the page here. */
  onInlineCheckout(url: string): void;
}

type Answer = Result<'cashier.makedeposit'>;

/** The deposit form of one method: amount with quick choices, the method's details, an offer. */
export function DepositForm({ method, offers, rates, limit: initialLimit, methodInUrl, onInlineCheckout }: DepositFormProps) {
  const { t } = useTranslation('cashier');
  const messages = useCashierFormMessages('deposit');
  const formsConfig = useFormsConfig();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const schema = useMemo(() => depositSchema(method, messages), [method, messages]);
  const available = useMemo(() => offersFor(offers, method.sysname), [offers, method.sysname]);
  const startOffer = String(offerChosenBy(search.get('offer'), available));
  const [limit, setLimit] = useState(initialLimit);
  const [formError, setFormError] = useState<string | null>(null);
  const keys = useRef(createKeyKeeper()).current;
  const title = useRef<HTMLHeadingElement>(null);
  // A method the player just tapped: on a phone its form opens below the fold, so it comes into view and takes focus.
  useEffect(() => {
    if (title.current && takeReveal()) reveal(title.current);
  }, []);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DepositValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '', campaign_offer_id: startOffer, requisites: Object.fromEntries(method.fields.map((f) => [f.name, ''])) },
  });

  // Another method: its own fields and bounds, and a fresh request.
  useEffect(() => {
    reset({ amount: '', campaign_offer_id: startOffer, requisites: Object.fromEntries(method.fields.map((f) => [f.name, ''])) });
    setFormError(null);
    keys.done();
  }, [method, reset, keys, startOffer]);
  useEffect(() => setLimit(initialLimit), [initialLimit]);
  // Money moved (a deposit paid, a withdrawal cancelled): the limit left is asked again; what the player typed stays.
  const moneyMoved = useBalanceVersion();
  const seenMove = useRef(moneyMoved);
  useEffect(() => {
    if (seenMove.current === moneyMoved) return;
    seenMove.current = moneyMoved;
    let live = true;
    loadDepositLimit().then(
      (fresh) => live && setLimit(fresh),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [moneyMoved]);

  const amountText = watch('amount');
  const offerId = Number(watch('campaign_offer_id'));
  const amount = parseSum(amountText);
  const chosenOffer = available.find((o) => o.id === offerId) ?? null;
  const bonus = chosenOffer ? bonusPreview(chosenOffer, amount, method.currency, rates) : null;
  const left = limitLeft(limit);
  const config = useCashierConfig();
  const quickAmounts = method.amounts.length ? method.amounts : (config.amounts[method.currency] ?? []);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const params = depositParams(method, values);
    // A new window must be opened on the click itself, or the browser blocks it.
    const popup = method.flow === 'newwindow' ? browser.openBlank() : null;
    let answer: Answer;
    try {
      answer = await makeDeposit(params, keys.keyFor(params));
    } catch (error) {
      popup?.close();
      await showError(error);
      return;
    }
    keys.done();
    const { transaction, redirect } = answer;
    const returnTo = paymentReturnAddress(search.get('backUrl'), search.get('redirectUrl'));
    if (returnTo) storage()?.setItem(PAYMENT_SUCCESS_RETURN_KEY, returnTo);
    switch (redirect.flow) {
      case 'redirect':
        browser.assign(redirect.url);
        return;
      case 'iframe':
        if (!methodInUrl) {
          onInlineCheckout(redirect.url);
          return;
        }
        await navigate(to('/cashier/billing'), { state: { url: redirect.url, transaction: transaction.id, method: method.name } });
        return;
      case 'newwindow':
        if (popup) popup.location.href = redirect.url;
        await navigate(to(`/cashier/paynewwindow?transaction=${transaction.id}`), { state: { url: redirect.url, opened: !!popup } });
        return;
      case 'mobile':
        await navigate(to(`/cashier/paymobile?transaction=${transaction.id}`), { state: { url: redirect.url } });
        return;
    }
  });

  async function showError(error: unknown) {
    const name = errorName(error);
    if (name === 'BillingDepositLimitExceeded') {
      const fresh = await loadDepositLimit().catch(() => null);
      if (fresh) setLimit(fresh);
      const now = limitLeft(fresh ?? limit);
      setError(
        'amount',
        {
          type: 'server',
          message: now
            ? t('deposit.limitExceeded', { amount: formatMoney(now.amount, now.currency), date: formatDate(now.until), time: formatTime(now.until) })
            : t('errors.BillingDepositLimitExceeded'),
        },
        { shouldFocus: true },
      );
      return;
    }
    const fieldNames = ['amount', 'campaign_offer_id', ...method.fields.map((f) => f.name)];
    const found = formFieldErrors(error, fieldNames, messages, { 'Wrong value': t('fieldErrors.wrongValue') });
    const names = Object.keys(found);
    names.forEach((field, i) => {
      const path = field === 'amount' || field === 'campaign_offer_id' ? field : (`requisites.${field}` as const);
      setError(path as 'amount', { type: 'server', message: found[field] }, { shouldFocus: i === 0 });
    });
    if (!names.length) setFormError(t(errorKey(error)));
  }

  const requisiteErrors = errors.requisites as Record<string, { message?: string } | undefined> | undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined} aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title" ref={title} tabIndex={-1} className={styles.formTitle}>
        {t('deposit.formTitle', { method: method.name })}
      </h2>
      {method.description.text && <p className={styles.muted}>{method.description.text}</p>}
      {formError && (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <TextField
        label={t('deposit.amount', { currency: method.currency })}
        inputMode="numeric"
        autoComplete="transaction-amount"
        required
        hint={
          <>
            {t('deposit.bounds', { min: formatNumber(method.min), max: formatNumber(method.max), currency: method.currency })}
            {left && (
              <span className={styles.limitHint}>
                {' · '}
                {t('deposit.limitLeft', { amount: formatMoney(left.amount, left.currency), date: formatDate(left.until), time: formatTime(left.until) })}
              </span>
            )}
          </>
        }
        error={errors.amount?.message ?? null}
        {...register('amount')}
      />
      {quickAmounts.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('deposit.quickAmounts')}>
          {quickAmounts.map(({ value }) => (
            <button
              key={value}
              type="button"
              className={styles.chip}
              aria-pressed={amount === value}
              onClick={() => setValue('amount', String(value), { shouldValidate: true, shouldDirty: true })}
            >
              {formatNumber(value)} {method.currency}
            </button>
          ))}
        </div>
      )}
      {method.fields.map((field) =>
        field.type === 'bank' ? null : (
          <MaskedField
            key={field.name}
            mask={requisiteMask(formsConfig, 'deposit', field)}
            label={field.label}
            required={field.isRequired}
            inputMode={field.type === 'phone' || field.type === 'cardNumber' ? 'numeric' : undefined}
            autoComplete={field.type === 'phone' ? 'tel' : field.type === 'cardNumber' ? 'cc-number' : 'off'}
            error={requisiteErrors?.[field.name]?.message ?? null}
            {...register(`requisites.${field.name}`)}
          />
        ),
      )}
      {available.length > 0 && (
        <fieldset className={styles.offers}>
          <legend className={styles.legend}>{t('deposit.offers.legend')}</legend>
          <label className={styles.offer}>
            <input type="radio" value={String(NO_OFFER)} {...register('campaign_offer_id')} />
            <span>{t('deposit.offers.none')}</span>
          </label>
          {available.map((offer) => (
            <label key={offer.id} className={styles.offer}>
              <input type="radio" value={String(offer.id)} {...register('campaign_offer_id')} />
              <span>
                <strong>{String(offer.description.title ?? offer.sysname)}</strong>
                {offer.description.text ? <span className={styles.muted}> — {String(offer.description.text)}</span> : null}
              </span>
            </label>
          ))}
          {errors.campaign_offer_id?.message && <p className={styles.fieldError}>{errors.campaign_offer_id.message}</p>}
          {bonus !== null && (
            <p className={styles.bonus} aria-live="polite">
              {t('deposit.offers.bonus', { amount: formatMoney(bonus, method.currency) })}
            </p>
          )}
        </fieldset>
      )}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {Number.isFinite(amount) ? t('deposit.submitAmount', { amount: formatMoney(amount, method.currency) }) : t('deposit.submit')}
      </Button>
      <p className={styles.muted}>{t(`deposit.flowNote.${method.flow}`)}</p>
    </form>
  );
}
