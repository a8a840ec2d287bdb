import { useEffect, useState } from 'react';
import { bus, isAuthenticated, useSessionStore, useToastsStore, useTranslation, type Result } from '@casino/shared';
import { api } from '../../platform/api';
import { LocaleLink } from '@casino/shared/remote';
import { confirmSentKey, loginContactKind, showConfirmHint, showRegistrationHint } from './rules';
import styles from './Hints.module.css';

type Contacts = Result<'account.getprofileinfo'>['contacts'];

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** The registration and confirm-contact hints under the header (spec §4). */
export default function Hints() {
  const { t } = useTranslation('shell');
  const account = useSessionStore((s) => s.account);
  const [hasDeposit, setHasDeposit] = useState<boolean | null>(null);
  const [contacts, setContacts] = useState<Contacts | null>(null);
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());
  const [sending, setSending] = useState(false);
  const uid = account?.uid ?? 0;
  const signedIn = isAuthenticated(account);
  const [confirmSent, setConfirmSent] = useState(() => readFlag(confirmSentKey(uid)));

  // Once per player, not on every balance refresh (the account object changes with each).
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const checkDeposits = () =>
      api.call('cashier.gethistory', { type: 'deposit', count: 1, statuses: ['success'] }).then(
        (page) => live && setHasDeposit(page.total > 0 || page.items.length > 0),
        () => live && setHasDeposit(null),
      );
    void checkDeposits();
    api.call('account.getprofileinfo').then(
      (profile) => live && setContacts(profile.contacts),
      () => live && setContacts(null),
    );
    const off = bus.on('balance:changed', () => void checkDeposits());
    return () => {
      live = false;
      off();
    };
  }, [uid, signedIn]);

  if (!isAuthenticated(account)) return null;
  const now = Date.now();
  const kind = loginContactKind(account.login);
  const registration = !dismissed.has('registration') && showRegistrationHint({ regTime: account.reg_time, now, hasDeposit });
  const confirm = !dismissed.has('confirm') && showConfirmHint({ regTime: account.reg_time, now, login: account.login, contacts, confirmSent });
  if (!registration && !confirm) return null;

  const dismiss = (hint: string) => setDismissed((s) => new Set(s).add(hint));
  const sendConfirmation = async () => {
    setSending(true);
    try {
      await api.call('account.sendconfirmationtocontact', { contact: kind });
      window.localStorage.setItem(confirmSentKey(uid), String(Date.now()));
      setConfirmSent(true);
      useToastsStore.getState().show({ text: t(`hints.confirmSent.${kind}`), type: 'success' });
    } catch (error) {
      useToastsStore.getState().show({ text: error instanceof Error ? error.message : t('hints.failed'), type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.hints}>
      {registration && (
        <section className={styles.hint} aria-label={t('hints.label')}>
          <p className={styles.text}>{t('hints.registration')}</p>
          <LocaleLink to="/cashier/deposit" className={styles.action}>
            {t('hints.deposit')}
          </LocaleLink>
          <button type="button" className={styles.close} onClick={() => dismiss('registration')} aria-label={t('close')}>
            ×
          </button>
        </section>
      )}
      {confirm && (
        <section className={styles.hint} aria-label={t('hints.label')}>
          <p className={styles.text}>{t(`hints.confirm.${kind}`)}</p>
          <button type="button" className={styles.action} onClick={sendConfirmation} disabled={sending} aria-busy={sending}>
            {t('hints.send')}
          </button>
          <button type="button" className={styles.close} onClick={() => dismiss('confirm')} aria-label={t('close')}>
            ×
          </button>
        </section>
      )}
    </div>
  );
}
