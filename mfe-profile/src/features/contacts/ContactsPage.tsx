import { useTranslation } from '@casino/shared';
import { useAsync } from '@casino/shared/remote';
import { ErrorState, Loader } from '@casino/shared/ui';
import { loadContacts, loadPhoneSettings } from './api';
import { ContactCard } from './ContactCard';
import type { ContactKind, Contacts } from './rules';
import styles from './Contacts.module.css';

const KINDS: readonly ContactKind[] = ['email', 'phone'];

/** /profile/contacts: the player's e-mail and phone, their confirmation and subscriptions (spec §4). */
export function ContactsPage() {
  const { t } = useTranslation('profile');
  const state = useAsync(async (signal) => {
    const [contacts, phoneSettings] = await Promise.all([loadContacts(signal), loadPhoneSettings(signal).catch(() => null)]);
    return { contacts, phoneSettings };
  }, []);

  const patch = (kind: ContactKind, change: { is_confirmed?: boolean; is_subscribed?: boolean }) =>
    state.setData((d) => {
      const current = d?.contacts[kind];
      if (!d || !current) return d;
      return { ...d, contacts: { ...d.contacts, [kind]: { ...current, ...change } } as Contacts };
    });

  return (
    <section className={styles.page} aria-labelledby="contacts-title" aria-busy={state.status === 'pending' || undefined}>
      <h1 id="contacts-title" className={styles.title}>
        {t('contacts.title')}
      </h1>
      {state.data ? (
        <>
          {!state.data.contacts.email && !state.data.contacts.phone && <p className={styles.muted}>{t('contacts.empty')}</p>}
          <div className={styles.grid}>
            {KINDS.map((kind) => (
              <ContactCard
                key={kind}
                kind={kind}
                contact={state.data!.contacts[kind]}
                phoneSettings={state.data!.phoneSettings}
                onChanged={state.reload}
                onPatch={(change) => patch(kind, change)}
              />
            ))}
          </div>
        </>
      ) : state.status === 'error' ? (
        <ErrorState heading={t('contacts.loadError')} action={{ label: t('contacts.retry'), onClick: state.reload }} />
      ) : (
        <Loader label={t('contacts.loading')} />
      )}
    </section>
  );
}
