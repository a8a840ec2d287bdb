import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Link,
  bonusForfeitOf,
  formatDate,
  formatMoney,
  formatNumber,
  formatTime,
  trustedContactRefusal,
  stripLocale,
  useLocation,
  useSessionStore,
  useTranslation,
  type Params,
  type Result,
} from '@casino/shared';
import { Button, MaskedField, Select, TextField } from '@casino/shared/ui';
import { parseSum, useFormsConfig } from '@casino/shared/validation';
import { useLocalePath } from '@casino/shared/remote';
import { useCashierConfig } from '../../lib/config';
import { errorKey, errorName, formFieldErrors } from '../../lib/errors';
import { createKeyKeeper } from '../../lib/idempotency';
import { useCashierFormMessages } from '../../lib/messages';
import { requisiteMask } from '../../lib/requisites';
import { platform } from '../../lib/platform';
import { loadBanks, makeWithdrawal } from './api';
import {
  codeRequest,
  confirmContactLink,
  kycDialog,
  withdrawErrorAction,
  withdrawMax,
  withdrawParams,
  withdrawSchema,
  withForfeit,
  type CodeRequest,
  type WithdrawMethod,
  type WithdrawValues,
} from './rules';
import { WithdrawCode } from './WithdrawCode';
import { WithdrawForfeit } from './WithdrawForfeit';
import styles from './Withdraw.module.css';

type Bank = Result<'cashier.getbanks'>['items'][number];
type Done = Result<'cashier.makewithdrawal'>;

export interface WithdrawFormProps {
  method: WithdrawMethod;
  /** The main balance, major units. */
  available: number;
  onDone(withdrawal: Done): void;
}

interface Refusal {
  text: string;
  /** A link, or (KYC) the button that opens the identity verification dialog again. */
  button: { label: string; link: string; dialog?: boolean } | null;
}

export function WithdrawForm({ method, available, onDone }: WithdrawFormProps) {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const location = useLocation();
  const login = useSessionStore((s) => s.account?.login);
  const config = useCashierConfig();
  const messages = useCashierFormMessages('withdraw');
  const formsConfig = useFormsConfig();
  const schema = useMemo(() => withdrawSchema(method, available, messages), [method, available, messages]);
  const keys = useRef(createKeyKeeper()).current;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // New details: the server sent a code; the same request goes again with it.
  const [confirm, setConfirm] = useState<{ params: Params<'cashier.makewithdrawal'>; request: CodeRequest } | null>(null);
  // An active bonus: the player is told what the withdrawal forfeits and asked to agree.
  const [forfeit, setForfeit] = useState<{ params: Params<'cashier.makewithdrawal'>; amount: number; currency: string } | null>(null);
  const [banks, setBanks] = useState<Bank[]>([]);
  const needsBank = method.fields.some((f) => f.type === 'bank');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '', requisites: Object.fromEntries(method.fields.map((f) => [f.name, ''])) },
  });

  useEffect(() => {
    if (!needsBank) return;
    const controller = new AbortController();
    loadBanks(method.sysname, controller.signal).then(
      (r) => setBanks(r.items),
      () => undefined,
    );
    return () => controller.abort();
  }, [needsBank, method.sysname]);

  const amount = parseSum(watch('amount'));
  const max = withdrawMax(method, available);

  const finish = (done: Done) => {
    keys.done();
    // The header and the other parts learn of the new balance through the bus.
    platform().bus.emit('balance:changed', { reason: 'withdrawal' });
    platform().bus.emit('toast:show', { text: t('withdraw.toast', { amount: formatMoney(done.amount.amount, done.amount.currency) }), type: 'success' });
    onDone(done);
  };

  // Confirming the contact comes back here: the withdrawal the player was making.
  const buttonLink = (name: string, link: string) =>
    name === 'UserNeedConfirmContact' ? confirmContactLink(link, login, `${stripLocale(location.pathname)}${location.search}`) : link;

  /** Sends a withdrawal; the server may first ask for a code (new details) or for consent to forfeit the active bonus. */
  const send = async (params: Params<'cashier.makewithdrawal'>) => {
    setRefusal(null);
    try {
      finish(await makeWithdrawal(params, keys.keyFor(params)));
    } catch (error) {
      const asked = codeRequest(error);
      if (asked) {
        setForfeit(null);
        setConfirm({ params, request: asked });
        return;
      }
      const bonus = bonusForfeitOf(error);
      if (bonus) {
        setForfeit({ params, ...bonus });
        return;
      }
      setForfeit(null);
      const fieldNames = ['amount', ...method.fields.map((f) => f.name)];
      const found = formFieldErrors(error, fieldNames, messages, {
        'Insufficient funds': t('fieldErrors.insufficientFunds'),
        'Wrong value': t('fieldErrors.wrongValue'),
      });
      const names = Object.keys(found);
      names.forEach((field, i) => {
        const path = field === 'amount' ? 'amount' : (`requisites.${field}` as const);
        setError(path as 'amount', { type: 'server', message: found[field] }, { shouldFocus: i === 0 });
      });
      const action = withdrawErrorAction(error, config);
      // Identity verification first (spec §2 dialog): why, and the way to the verification page.
      const kyc = action?.name === 'KycWithdrawal';
      if (kyc) platform().bus.emit('dialog:open', kycDialog(action.button?.link));
      // The contact rule: from when the withdrawal can go, in the player's own date and time, and the way to support.
      const contactRule = trustedContactRefusal(error);
      if (contactRule) {
        const at = contactRule.availableAt ? Math.ceil(contactRule.availableAt.getTime() / 1000) : null;
        setRefusal({
          text: at === null ? t('withdraw.code.noContact') : t('withdraw.code.noContactUntil', { time: `${formatDate(at)} ${formatTime(at)}` }),
          button: { label: t('withdraw.code.support'), link: to('/support') },
        });
        return;
      }
      if (action || !names.length) {
        setRefusal({
          // No contact old enough to receive a code: the player is told to ask support or wait.
          text: errorName(error) === 'RequisitesOnVerification' ? t('withdraw.code.noContact') : t(errorKey(error)),
          button: action?.button
            ? { label: t(`withdraw.errorButtons.${action.name}`), link: to(buttonLink(action.name, action.button.link)), ...(kyc ? { dialog: true } : {}) }
            : null,
        });
      }
    }
  };
  const onSubmit = handleSubmit((values) => send(withdrawParams(method, values)));

  const requisiteErrors = errors.requisites as Record<string, { message?: string } | undefined> | undefined;
  if (max < method.min) {
    return (
      <p className={styles.notice} role="status">
        {t('withdraw.notEnough', { min: formatMoney(method.min, method.currency), available: formatMoney(available, method.currency) })}
      </p>
    );
  }

  if (forfeit && !confirm) {
    return (
      <WithdrawForfeit
        amount={forfeit.amount}
        currency={forfeit.currency || method.currency}
        withdrawal={Number(forfeit.params.amount)}
        refusal={refusal?.text ?? null}
        onConfirm={() => send(withForfeit(forfeit.params))}
        onBack={() => {
          setForfeit(null);
          setRefusal(null);
        }}
      />
    );
  }

  if (confirm) {
    return (
      <WithdrawCode
        params={confirm.params}
        request={confirm.request}
        currency={method.currency}
        keyFor={(params) => keys.keyFor(params)}
        onDone={finish}
        onBack={() => setConfirm(null)}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined} aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className={styles.formTitle}>
        {t('withdraw.formTitle', { method: method.name })}
      </h2>
      <p className={styles.muted}>
        {method.description.text} {t('withdraw.processing', { time: method.description.processing_time })}
      </p>
      {refusal && (
        <div role="alert" className={styles.alert}>
          <p>{refusal.text}</p>
          {refusal.button?.dialog ? (
            <button
              type="button"
              className={styles.alertButton}
              onClick={() => platform().bus.emit('dialog:open', kycDialog(config.withdrawErrorButtons.KycWithdrawal?.link))}
            >
              {refusal.button.label}
            </button>
          ) : (
            refusal.button && (
              <Link className={styles.alertButton} to={refusal.button.link}>
                {refusal.button.label}
              </Link>
            )
          )}
        </div>
      )}
      <TextField
        label={t('withdraw.amount', { currency: method.currency })}
        inputMode="numeric"
        required
        hint={t('withdraw.bounds', { min: formatNumber(method.min), max: formatNumber(max), currency: method.currency })}
        error={errors.amount?.message ?? null}
        {...register('amount')}
      />
      {method.fields.map((field) =>
        field.type === 'bank' ? (
          <Select
            key={field.name}
            label={field.label}
            required={field.isRequired}
            placeholder={t('withdraw.chooseBank')}
            options={banks.map((b) => ({ value: b.sysname, label: `${b.name} (${b.bic})` }))}
            error={requisiteErrors?.[field.name]?.message ?? null}
            {...register(`requisites.${field.name}`)}
          />
        ) : (
          <MaskedField
            key={field.name}
            mask={requisiteMask(formsConfig, 'withdraw', field)}
            label={field.label}
            required={field.isRequired}
            inputMode={field.type === 'cardNumber' || field.type === 'phone' ? 'numeric' : undefined}
            autoComplete={field.type === 'cardNumber' ? 'cc-number' : field.type === 'cardHolder' ? 'cc-name' : 'off'}
            error={requisiteErrors?.[field.name]?.message ?? null}
            {...register(`requisites.${field.name}`)}
          />
        ),
      )}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {Number.isFinite(amount) ? t('withdraw.submitAmount', { amount: formatMoney(amount, method.currency) }) : t('withdraw.submit')}
      </Button>
    </form>
  );
}
