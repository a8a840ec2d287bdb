import { useEffect, useState } from 'react';
import { useLocaleStore, useTranslation, type RegistryEntry } from '@casino/shared';
import { useRemotes } from '../../federation/context';
import styles from './Preview.module.css';

/** The releases this browser previews (an operator's preview pass on the player site), from the registry. */
export function previewedReleases(remotes: readonly RegistryEntry[]): RegistryEntry[] {
  return remotes.filter((r) => r.preview === true);
}

/**
 * Above the page while an operator previews a release (server: domains/releases/preview.ts): what is
 * previewed, and "End preview", which clears the pass (an HttpOnly cookie, so the server does) and
 * reloads the site on the players' releases. Shown after hydration: the server's page has none.
 */
export function PreviewBanner() {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((s) => s.locale);
  const loader = useRemotes();
  const [shown, setShown] = useState<RegistryEntry[]>([]);
  useEffect(() => setShown(previewedReleases(loader.registry().doc.remotes)), [loader]);
  if (shown.length === 0) return null;
  return (
    <aside className={styles.banner} aria-label={t('preview.label')}>
      {shown.map((r) => (
        <p key={r.name}>
          <strong>{t('preview.text', { remote: r.name, version: r.version })}</strong> {t('preview.note')}
        </p>
      ))}
      <form method="post" action={`/preview/end?locale=${locale}`}>
        <button type="submit">{t('preview.end')}</button>
      </form>
    </aside>
  );
}
