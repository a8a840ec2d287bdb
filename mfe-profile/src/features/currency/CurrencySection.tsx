import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { currencySwitchErrors, useSessionStore, useTranslation, type CurrencySwitchError } from '@casino/shared';
import { Button, ConfirmPanel, Select } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { changeCurrency } from './api';
import { canChooseCurrency, currencyChoices, reasonKey } from './rules';
import styles from './Currency.module.css';

/**
 * The account's currency (spec §7 account.setCurrency): the operator's currencies with the
 * account's chosen, a confirm step that says nothing is converted, and the server's reasons when
 * it refuses, beside the control. After a change the shell reloads the account (bus), so the
 * header, the cashier and the games show the new currency without a reload.
 */
export function CurrencySection() {
  const { t } = useTranslation('profile');
  const current = useSessionStore((s) => s.account?.balance_main.currency);
  const available = useSessionStore((s) => s.general?.available_currencies);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reasons, setReasons] = useState<CurrencySwitchError[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), reasons: useId() };

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (!current || !available || !canChooseCurrency(available, current)) return null;
  const selected = chosen ?? current;
  const nameOf = (code: string) => t(`currency.names.${code}`, { defaultValue: code });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === current) return;
    setDone(null);
    setReasons([]);
    setConfirming(true);
  };

  const onConfirm = async () => {
    try {
      await changeCurrency(selected);
    } catch (error) {
      const refused = currencySwitchErrors(error);
      // A rule of the server's holds: its reasons go beside the control, the choice stays.
      if (!refused.length) throw error;
      setReasons(refused);
      setConfirming(false);
      selectRef.current?.focus();
      return;
    }
    setConfirming(false);
    setDone(selected);
  };

  const cancel = () => {
    setConfirming(false);
    selectRef.current?.focus();
  };

  return (
    <section className={styles.card} aria-labelledby={ids.title}>
      <h2 id={ids.title} className={styles.heading}>
        {t('currency.title')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Select
          ref={selectRef}
          id="profile-currency"
          label={t('currency.label')}
          options={currencyChoices(available, current).map((code) => ({ value: code, label: nameOf(code) }))}
          value={selected}
          hint={t('currency.hint')}
          aria-describedby={reasons.length ? ids.reasons : undefined}
          onChange={(e) => {
            setChosen(e.target.value);
            setReasons([]);
            setDone(null);
            setConfirming(false);
          }}
        />
        {reasons.length > 0 && (
          <div id={ids.reasons} role="alert" className={styles.reasons}>
            <p>{t('currency.refused')}</p>
            <ul>
              {reasons.map((code) => (
                <li key={code}>{t(reasonKey(code))}</li>
              ))}
            </ul>
          </div>
        )}
        {done && (
          <p role="status" className={styles.ok}>
            {t('currency.done', { currency: nameOf(done) })}
          </p>
        )}
        {!confirming && (
          <div className={styles.actions}>
            <Button type="submit" disabled={selected === current}>
              {t('currency.change')}
            </Button>
          </div>
        )}
      </form>
      {confirming && (
        <div ref={confirmRef} tabIndex={-1} className={styles.confirm} role="region" aria-label={t('currency.confirmTitle', { from: current, to: selected })}>
          <ConfirmPanel
            heading={t('currency.confirmTitle', { from: current, to: selected })}
            confirmLabel={t('currency.confirm')}
            cancelLabel={t('currency.cancel')}
            onConfirm={onConfirm}
            onCancel={cancel}
            describeError={(error) => t(errorKey(error))}
          >
            <p className={styles.muted}>{t('currency.confirmText', { from: nameOf(current), to: nameOf(selected) })}</p>
          </ConfirmPanel>
        </div>
      )}
    </section>
  );
}
