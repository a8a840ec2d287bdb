import { useId, useState } from 'react';
import { useTranslation } from '@casino/shared';
import { Button, Checkbox } from '@casino/shared/ui';
import { useFormMessages } from '@casino/shared/validation';
import { useSecondsLeft } from '@casino/shared/remote';
import { changeSubscription, sendCode } from './api';
import { CodeForm } from './CodeForm';
import { ContactForm } from './ContactForm';
import { countryOf, displayValue, localPart, type ContactKind, type Contacts, type PhoneSettings } from './rules';
import styles from './Contacts.module.css';

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
  const messages = useFormMessages('profile');
  const titleId = useId();
  const [editing, setEditing] = useState(contact === null);
  const [sent, setSent] = useState<{ seconds: number; at: number } | null>(null);
  const [busy, setBusy] = useState<'send' | 'subscribe' | null>(null);
  const [note, setNote] = useState<{ text: string; alert: boolean } | null>(null);
  const left = useSecondsLeft(sent ? sent.at + sent.seconds * 1000 : 0);
  const label = t(`contacts.${kind}.label`);
  const initial = {
    value: contact ? (kind === 'phone' ? localPart(contact.value, phoneCode(contact)) : contact.value) : '',
    country: phoneSettings ? countryOf(phoneSettings, kind === 'phone' ? (contact as Contacts['phone']) : null) : '',
  };

  const saved = () => {
    setEditing(false);
    setSent(null);
    setNote({ text: t('contacts.saved'), alert: false });
    onChanged();
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

  const confirmed = () => {
    setSent(null);
    setNote({ text: t('contacts.confirmed'), alert: false });
    onPatch({ is_confirmed: true });
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
          <p className={contact.is_confirmed ? styles.confirmed : styles.unconfirmed}>
            {t(contact.is_confirmed ? 'contacts.isConfirmed' : 'contacts.notConfirmed')}
          </p>
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
        <ContactForm
          kind={kind}
          initial={initial}
          phoneSettings={phoneSettings}
          messages={messages}
          onCancel={contact ? () => setEditing(false) : undefined}
          onSaved={saved}
        />
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
        <CodeForm kind={kind} messages={messages} onConfirmed={confirmed} onFailed={() => setNote({ text: t('contacts.confirmFailed'), alert: true })} />
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
