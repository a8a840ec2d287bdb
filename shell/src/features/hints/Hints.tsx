import { useEffect, useState } from 'react';
import { bus, isAuthenticated, stripLocale, useLocation, useSessionStore, useTranslation, type Result } from '@casino/shared';
import { api } from '../../platform/api';
import { confirmSentNow, wasConfirmSent } from '../../platform/confirm-sent';
import { usePlayerStorageVersion } from '../../platform/player-storage';
import { LocaleLink } from '@casino/shared/remote';
import { confirmationPath, loginContactKind, showConfirmHint, showRegistrationHint } from './rules';
import styles from './Hints.module.css';

type Contacts = Result<'account.getprofileinfo'>['contacts'];

/** The registration and confirm-contact hints under the header (spec §4). */
export default function Hints() {
  const { t } = useTranslation('shell');
  const account = useSessionStore((s) => s.account);
  const [hasDeposit, setHasDeposit] = useState<boolean | null>(null);
  const [contacts, setContacts] = useState<Contacts | null>(null);
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());
  const uid = account?.uid ?? 0;
  const signedIn = isAuthenticated(account);
  // Read on every page: the confirmation page sets it when it sends the code.
  const { pathname, search } = useLocation();
  const here = stripLocale(pathname);
  usePlayerStorageVersion();
  const [checkedFor, setCheckedFor] = useState<number>(0);
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

  // The confirm-sent marker follows the player across devices: before the hint shows, and again on
  // every page while it could, the server is asked for it (a code sent on the phone ends it here).
  const mayConfirm = signedIn && showConfirmHint({ regTime: account.reg_time, now: Date.now(), login: account.login, contacts, confirmSent: false });
  useEffect(() => {
    if (!mayConfirm || wasConfirmSent(uid)) return;
    const controller = new AbortController();
    void confirmSentNow(uid, controller.signal).then(() => !controller.signal.aborted && setCheckedFor(uid));
    return () => controller.abort();
  }, [uid, mayConfirm, pathname]);
  const confirmSent = checkedFor !== uid || wasConfirmSent(uid);

  if (!isAuthenticated(account)) return null;
  const now = Date.now();
  const kind = loginContactKind(account.login);
  const registration = !dismissed.has('registration') && showRegistrationHint({ regTime: account.reg_time, now, hasDeposit });
  // Not on the confirmation pages themselves, which do what the hint asks.
  const confirm =
    !dismissed.has('confirm') &&
    !here.startsWith('/confirmation') &&
    showConfirmHint({ regTime: account.reg_time, now, login: account.login, contacts, confirmSent });
  if (!registration && !confirm) return null;

  const dismiss = (hint: string) => setDismissed((s) => new Set(s).add(hint));
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
          <LocaleLink to={confirmationPath(kind, `${here}${search}`)} className={styles.action}>
            {t('hints.confirmAction')}
          </LocaleLink>
          <button type="button" className={styles.close} onClick={() => dismiss('confirm')} aria-label={t('close')}>
            ×
          </button>
        </section>
      )}
    </div>
  );
}
