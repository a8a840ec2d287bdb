import { useTranslation } from '@casino/shared';
import { useState } from 'react';
import type { RemoteName } from '@casino/shared';
import styles from './RemoteFallback.module.css';

interface Props {
  name: RemoteName;
  onRetry(): Promise<void> | void;
  compact?: boolean;
}

/** What a player sees in place of a part that failed to load or crashed; the rest of the page keeps working. */
export function RemoteFallback({ name, onRetry, compact }: Props) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section role="alert" aria-live="polite" className={compact ? styles.compact : styles.fallback} data-remote-fallback={name}>
      <h2 className={styles.title}>{t('remote.unavailableTitle', { area: t(`areas.${name}`) })}</h2>
      {!compact && <p className={styles.text}>{t('remote.unavailableText')}</p>}
      <button type="button" className={styles.retry} onClick={retry} disabled={busy} aria-busy={busy}>
        {busy ? t('remote.retrying') : t('remote.retry')}
      </button>
    </section>
  );
}
