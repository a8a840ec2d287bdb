import { useId, useState, type FormEvent } from 'react';
import { useConfigStore, useTranslation } from '@casino/shared';
import { Button, Checkbox, Select, TextField } from '@casino/shared/ui';
import { formMessages } from '@casino/shared/validation';
import { changeSubscription, confirmContact, saveContact, sendCode } from './api';
import {
  codeIssue,
  codeOf,
  contactIssue,
  countryOf,
  displayValue,
  FAILURE_KEYS,
  fullPhone,
  isWrongCode,
  localPart,
  saveFailureKey,
  type ContactKind,
  type Contacts,
  type PhoneSettings,
} from './rules';
import styles from './Contacts.module.css';
import { useSecondsLeft } from '@casino/shared/remote';

type Contact = Contacts['email'] | Contacts['phone'];

export interface ContactCardProps {
  kind: ContactKind;
  contact: Contact;
  phoneSettings: PhoneSettings | null;
  /** The server saved something: read the contacts again. */
  onChanged(): void;
  /** Local update after a confirmed change (confirmed, subscribed). */
  onPatch(patch: { is_confirmed?: boolean; is_subscribed?: boolean }): void;
}

/** One contact (e-mail or phone): its state, add or change, the code that confirms it, the subscription. */
export function ContactCard({ kind, contact, phoneSettings, onChanged, onPatch }: ContactCardProps) {
  const { t } = useTranslation('profile');
  const messages = formMessages(useConfigStore((s) => s.config['forms-config']), 'profile');
  const titleId = useId();
  const [editing, setEditing] = useState(contact === null);
  const [value, setValue] = useState(() => (contact ? (kind === 'phone' ? localPart(contact.value, phoneCode(contact)) : contact.value) : ''));
  const [country, setCountry] = useState(() => (phoneSettings ? countryOf(phoneSettings, kind === 'phone' ? (contact as Contacts['phone']) : null) : ''));
  const [valueError, setValueError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [sent, setSent] = useState<{ seconds: number; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'confirm' | 'subscribe' | null>(null);
  const [note, setNote] = useState<{ text: string; alert: boolean } | null>(null);
  const left = useSecondsLeft(sent ? sent.at + sent.seconds * 1000 : 0);
  const label = t(`contacts.${kind}.label`);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    const countryCode = kind === 'phone' && phoneSettings ? codeOf(phoneSettings, country) : '';
    const typed = kind === 'phone' ? fullPhone(countryCode, value) : value.trim();
    const issue = contactIssue(kind, typed, messages);
    if (issue) return setValueError(issue);
    setValueError(null);
    setSaving(true);
    try {
      if ((await saveContact(typed, kind === 'phone' ? countryCode : undefined)) !== 1) return setValueError(t(`contacts.${FAILURE_KEYS[kind]}`));
      setEditing(false);
      setSent(null);
      setNote({ text: t('contacts.saved'), alert: false });
      onChanged();
    } catch (error) {
      setValueError(t(`contacts.${saveFailureKey(kind, error) ?? FAILURE_KEYS[kind]}`));
    } finally {
      setSaving(false);
    }
  };

  const send = async () => {
    setNote(null);
    setBusy('send');
    try {
      const answer = await sendCode(kind);
      setSent({ seconds: answer.resend_time, at: Date.now() });
      setNote({ text: t(`contacts.${kind}.sent`), alert: false });
    } catch {
      setNote({ text: t('contacts.sendFailed'), alert: true });
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const issue = codeIssue(code, messages);
    if (issue) return setCodeError(issue);
    setCodeError(null);
    setBusy('confirm');
    try {
      // Spec §4: any answer other than 1 is a failure and marks the code invalid.
      if ((await confirmContact(kind, code.trim())) !== 1) return setCodeError(t(`contacts.${FAILURE_KEYS.code}`));
      setCode('');
      setSent(null);
      setNote({ text: t('contacts.confirmed'), alert: false });
      onPatch({ is_confirmed: true });
    } catch (error) {
      if (isWrongCode(error)) setCodeError(t(`contacts.${FAILURE_KEYS.code}`));
      else setNote({ text: t('contacts.confirmFailed'), alert: true });
    } finally {
      setBusy(null);
    }
  };

  const toggleSubscription = async (subscribed: boolean) => {
    setNote(null);
    setBusy('subscribe');
    // The box follows the click at once and goes back if the server does not save it.
    onPatch({ is_subscribed: subscribed });
    try {
      if ((await changeSubscription(kind, subscribed)) !== 1) throw new Error('not saved');
    } catch {
      onPatch({ is_subscribed: !subscribed });
      setNote({ text: t('contacts.subscriptionFailed'), alert: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {label}
      </h2>
      {contact ? (
        <div className={styles.state}>
          <p className={styles.value}>{displayValue(kind, contact.value)}</p>
          <p className={contact.is_confirmed ? styles.confirmed : styles.unconfirmed}>{t(contact.is_confirmed ? 'contacts.isConfirmed' : 'contacts.notConfirmed')}</p>
        </div>
      ) : (
        <p className={styles.muted}>{t(`contacts.${kind}.none`)}</p>
      )}
      {note && (
        <p role={note.alert ? 'alert' : 'status'} className={note.alert ? styles.alert : styles.muted}>
          {note.text}
        </p>
      )}

      {editing ? (
        <form className={styles.form} onSubmit={save} noValidate aria-label={t(`contacts.${kind}.formLabel`)}>
          <div className={kind === 'phone' ? styles.phoneRow : undefined}>
            {kind === 'phone' && phoneSettings && (
              <Select
                label={t('contacts.phone.country')}
                value={country}
                onChange={(e) => setCountry(e.target.value)}
                options={phoneSettings.country_codes.map((c) => ({ value: c.country, label: `${c.country} +${c.code}` }))}
              />
            )}
            <TextField
              label={t(`contacts.${kind}.input`)}
              type={kind === 'email' ? 'email' : 'tel'}
              inputMode={kind === 'email' ? 'email' : 'tel'}
              autoComplete={kind === 'email' ? 'email' : 'tel-national'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={valueError}
              required
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              {t('contacts.save')}
            </Button>
            {contact && (
              <Button type="button" variant="secondary" onClick={() => (setEditing(false), setValueError(null))}>
                {t('contacts.cancel')}
              </Button>
            )}
          </div>
        </form>
      ) : (
        contact && (
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
              {t(`contacts.${kind}.change`)}
            </Button>
            {!contact.is_confirmed && (
              <Button type="button" variant="secondary" loading={busy === 'send'} disabled={left > 0} onClick={() => void send()}>
                {left > 0 ? t('contacts.resendIn', { seconds: left }) : t(sent ? 'contacts.resend' : 'contacts.send')}
              </Button>
            )}
          </div>
        )
      )}

      {contact && !contact.is_confirmed && sent && !editing && (
        <form className={styles.form} onSubmit={confirm} noValidate aria-label={t(`contacts.${kind}.codeForm`)}>
          <TextField
            label={t('contacts.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeError}
            required
          />
          <Button type="submit" loading={busy === 'confirm'}>
            {t('contacts.confirm')}
          </Button>
        </form>
      )}

      {contact && (
        <Checkbox
          label={t(`contacts.${kind}.subscribe`)}
          checked={contact.is_subscribed}
          disabled={busy === 'subscribe'}
          onChange={(e) => void toggleSubscription(e.target.checked)}
        />
      )}
    </section>
  );
}

function phoneCode(contact: NonNullable<Contact>): string | null {
  return 'phone_country_code' in contact ? contact.phone_country_code : null;
}
