import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formatMoney, useTranslation, type Params, type Result } from '@casino/shared';
import { Button, TextField } from '@casino/shared/ui';
import { stringField } from '@casino/shared/validation';
import { errorKey, formFieldErrors } from '../../lib/errors';
import { useCashierFormMessages } from '../../lib/messages';
import { makeWithdrawal } from './api';
import { codeRequest, withCode, type CodeRequest } from './rules';
import styles from './Withdraw.module.css';

type Done = Result<'cashier.makewithdrawal'>;

export interface WithdrawCodeProps {
  params: Params<'cashier.makewithdrawal'>;
  request: CodeRequest;
  currency: string;
  /** The key of a request (the same request keeps its key: a retry cannot pay twice). */
  keyFor(params: Params<'cashier.makewithdrawal'>): string;
  onDone(withdrawal: Done): void;
  onBack(): void;
}

/** Seconds left until `resendTime` has passed, ticking once a second. */
function useCountdown(seconds: number, restart: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const rest = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restart]);
  return left;
}

/** The code step of a withdrawal to new details: the code sent to an earlier contact, resend after the countdown. */
export function WithdrawCode({ params, request, currency, keyFor, onDone, onBack }: WithdrawCodeProps) {
  const { t } = useTranslation('cashier');
  const messages = useCashierFormMessages('withdraw');
  const schema = useMemo(() => z.object({ code: stringField('code', { field: 'code', messages }) }), [messages]);
  const [sent, setSent] = useState(request);
  const [round, setRound] = useState(0);
  const [note, setNote] = useState<{ text: string; alert: boolean } | null>(null);
  const left = useCountdown(sent.resendTime, round);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setNote(null);
    const confirmed = withCode(params, code);
    try {
      onDone(await makeWithdrawal(confirmed, keyFor(confirmed)));
    } catch (error) {
      const found = formFieldErrors(error, ['code'], messages, {
        'Code is invalid': t('withdraw.code.invalid'),
        'Time expired': t('withdraw.code.expired'),
      });
      if (found.code) setError('code', { type: 'server', message: found.code }, { shouldFocus: true });
      else setNote({ text: t(errorKey(error)), alert: true });
    }
  });

  const resend = async () => {
    setNote(null);
    try {
      // Without the code the server sends a new one (or says how long to wait); it may also just pay.
      onDone(await makeWithdrawal(params, keyFor(params)));
    } catch (error) {
      const again = codeRequest(error);
      if (again) {
        setSent(again);
        setRound((n) => n + 1);
        setNote({ text: t('withdraw.code.resent'), alert: false });
      } else setNote({ text: t(errorKey(error)), alert: true });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined} aria-labelledby="withdraw-code-title">
      <h2 id="withdraw-code-title" className={styles.formTitle}>
        {t('withdraw.code.title')}
      </h2>
      <p>{t('withdraw.code.sent', { contact: sent.contact, amount: formatMoney(Number(params.amount), currency) })}</p>
      {note && (
        <div role={note.alert ? 'alert' : 'status'} className={note.alert ? styles.alert : styles.muted}>
          <p>{note.text}</p>
        </div>
      )}
      <TextField
        label={t('withdraw.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={errors.code?.message ?? null}
        {...register('code')}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {t('withdraw.code.submit')}
      </Button>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={left > 0} onClick={() => void resend()}>
          {left > 0 ? t('withdraw.code.resendIn', { seconds: left }) : t('withdraw.code.resend')}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('withdraw.code.back')}
        </Button>
      </div>
    </form>
  );
}
