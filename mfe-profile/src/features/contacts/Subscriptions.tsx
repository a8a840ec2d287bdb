import { useState } from 'react';
import { useTranslation } from '@casino/shared';
import { LocaleLink, useAsync } from '@casino/shared/remote';
import { Checkbox, ErrorState, Loader } from '@casino/shared/ui';
import { changeSubscription, loadContacts } from './api';
import type { ContactKind, Contacts } from './rules';
import styles from './Contacts.module.css';

const KINDS: readonly ContactKind[] = ['email', 'phone'];

/**
 * The marketing subscriptions of the player's contacts, for pages other than /profile/contacts
 * (the notifications page): the same boxes and saving as there; adding or confirming a contact
 * stays on the contacts page, linked from here.
 */
export function Subscriptions() {
  const { t } = useTranslation('profile');
  const state = useAsync((signal) => loadContacts(signal), []);
  const [busy, setBusy] = useState<ContactKind | null>(null);
  const [failed, setFailed] = useState(false);

  const patch = (kind: ContactKind, is_subscribed: boolean) =>
    state.setData((d) => (d && d[kind] ? ({ ...d, [kind]: { ...d[kind], is_subscribed } } as Contacts) : d));

  const toggle = async (kind: ContactKind, subscribed: boolean) => {
    setFailed(false);
    setBusy(kind);
    patch(kind, subscribed);
    try {
      if ((await changeSubscription(kind, subscribed)) !== 1) throw new Error('not saved');
    } catch {
      patch(kind, !subscribed);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const contacts = state.data;
  return (
    <section className={styles.card} aria-labelledby="subscriptions-title" aria-busy={state.status === 'pending' || undefined}>
      <h2 id="subscriptions-title" className={styles.cardTitle}>
        {t('contacts.subscriptions.title')}
      </h2>
      <p className={styles.muted}>{t('contacts.subscriptions.text')}</p>
      {contacts ? (
        <>
          {KINDS.map((kind) => {
            const contact = contacts[kind];
            return (
              contact && (
                <Checkbox
                  key={kind}
                  label={t(`contacts.${kind}.subscribe`)}
                  checked={contact.is_subscribed}
                  disabled={busy === kind}
                  onChange={(e) => void toggle(kind, e.target.checked)}
                />
              )
            );
          })}
          {!contacts.email && !contacts.phone && <p className={styles.muted}>{t('contacts.subscriptions.none')}</p>}
          {failed && (
            <p role="alert" className={styles.alert}>
              {t('contacts.subscriptionFailed')}
            </p>
          )}
        </>
      ) : state.status === 'error' ? (
        <ErrorState headingLevel={3} heading={t('contacts.loadError')} action={{ label: t('contacts.retry'), onClick: state.reload }} />
      ) : (
        <Loader label={t('contacts.loading')} />
      )}
      <LocaleLink to="/profile/contacts">{t('contacts.subscriptions.manage')}</LocaleLink>
    </section>
  );
}
