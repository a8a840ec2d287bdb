import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams, useSessionStore, useTranslation, type Result } from '@casino/shared';
import { LocaleLink, useLocalePath, useSecondsLeft } from '@casino/shared/remote';
import { Button, Loader, TextField } from '@casino/shared/ui';
import { api } from '../../platform/api';
import { markConfirmSent } from '../../platform/confirm-sent';
import { backTarget, confirmationPath, contactKindOf, isAlreadyConfirmed, isCodeWellFormed, isWrongCode, successPath, type ContactKind } from './rules';
import styles from './Confirmation.module.css';

type Contacts = Result<'account.getprofileinfo'>['contacts'];

/** /confirmation?contact=email|phone: the code that confirms the named contact (spec §2, §4). */
export function ConfirmationPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const kind = contactKindOf(params.get('contact'));
  const redirectUrl = params.get('redirectUrl');
  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" className={styles.title}>
        {t(kind ? `confirmation.title.${kind}` : 'confirmation.title.any')}
      </h1>
      {kind ? (
        <CodeEntry key={kind} kind={kind} redirectUrl={redirectUrl} />
      ) : (
        <>
          <p className={styles.text}>{t('confirmation.choose')}</p>
          <div className={styles.actions}>
            <LocaleLink className={styles.link} to={confirmationPath('email', redirectUrl)}>
              {t('confirmation.contact.email')}
            </LocaleLink>
            <LocaleLink className={styles.link} to={confirmationPath('phone', redirectUrl)}>
              {t('confirmation.contact.phone')}
            </LocaleLink>
          </div>
        </>
      )}
    </section>
  );
}

type Load = { status: 'pending' } | { status: 'error' } | { status: 'done'; contacts: Contacts };

function CodeEntry({ kind, redirectUrl }: { kind: ContactKind; redirectUrl: string | null }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [load, setLoad] = useState<Load>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState<{ seconds: number; at: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<{ text: string; alert: boolean } | null>(null);
  const left = useSecondsLeft(sent ? sent.at + sent.seconds * 1000 : 0);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'pending' });
    api.call('account.getprofileinfo').then(
      (profile) => live && setLoad({ status: 'done', contacts: profile.contacts }),
      () => live && setLoad({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const done = () => void navigate(localePath(successPath(kind, redirectUrl)));

  const send = async () => {
    setNote(null);
    setSending(true);
    try {
      const answer = await api.call('account.sendconfirmationtocontact', { contact: kind });
      // The header's confirm-contact hint has done its job (spec §4: no hint once a confirmation was sent).
      const uid = useSessionStore.getState().account?.uid ?? 0;
      if (uid > 0) markConfirmSent(uid);
      setSent({ seconds: answer.resend_time, at: Date.now() });
      setNote({ text: t(`confirmation.sent.${kind}`), alert: false });
    } catch (error) {
      if (isAlreadyConfirmed(error)) return done();
      setNote({ text: t('confirmation.sendFailed'), alert: true });
    } finally {
      setSending(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!isCodeWellFormed(typed)) return setCodeError(t('confirmation.codeFormat'));
    setCodeError(null);
    setConfirming(true);
    try {
      // Spec §4: any answer other than 1 is a failure and marks the code invalid.
      if ((await api.call('account.confirmContact', { contact: kind, code: typed })) !== 1) return setCodeError(t(`confirmation.wrongCode.${kind}`));
      setCode('');
      done();
    } catch (error) {
      if (isWrongCode(error)) setCodeError(t(`confirmation.wrongCode.${kind}`));
      else setNote({ text: t('confirmation.confirmFailed'), alert: true });
    } finally {
      setConfirming(false);
    }
  };

  if (load.status === 'pending') return <Loader label={t('confirmation.loading')} />;
  if (load.status === 'error') {
    return (
      <div role="alert" className={styles.stack}>
        <p className={styles.text}>{t('confirmation.loadError')}</p>
        <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('confirmation.retry')}
        </Button>
      </div>
    );
  }
  const contact = load.contacts[kind];
  if (!contact) {
    return (
      <div className={styles.stack}>
        <p className={styles.text}>{t(`confirmation.missing.${kind}`)}</p>
        <LocaleLink className={styles.link} to="/profile/contacts">
          {t('confirmation.toContacts')}
        </LocaleLink>
      </div>
    );
  }
  if (contact.is_confirmed) {
    // Nothing to confirm: straight back to where the player was sent from, if anywhere.
    const back = backTarget(redirectUrl);
    return (
      <div className={styles.stack}>
        <p className={styles.text}>{t(`confirmation.already.${kind}`)}</p>
        <LocaleLink className={styles.link} to={back}>
          {t(back === '/profile/contacts' ? 'confirmation.toContacts' : 'confirmation.success.back')}
        </LocaleLink>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <p className={styles.text}>{t(`confirmation.intro.${kind}`, { contact: kind === 'phone' ? `+${contact.value}` : contact.value })}</p>
      {note && (
        <p role={note.alert ? 'alert' : 'status'} className={note.alert ? styles.alert : styles.text}>
          {note.text}
        </p>
      )}
      <Button type="button" variant={sent ? 'secondary' : 'primary'} loading={sending} disabled={left > 0} onClick={() => void send()}>
        {left > 0 ? t('confirmation.resendIn', { seconds: left }) : t(sent ? 'confirmation.resend' : 'confirmation.send')}
      </Button>
      <form className={styles.stack} onSubmit={confirm} noValidate aria-label={t(`confirmation.form.${kind}`)}>
        <TextField
          label={t('confirmation.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={codeError}
          required
        />
        <Button type="submit" loading={confirming}>
          {t('confirmation.confirm')}
        </Button>
      </form>
    </div>
  );
}
