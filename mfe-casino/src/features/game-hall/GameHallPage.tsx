import { useParams, useSessionStore, useTranslation } from '@casino/shared';
import styles from './GameHall.module.css';

export function GameHallPage() {
  const { t } = useTranslation('casino');
  const { id } = useParams();
  const account = useSessionStore((s) => s.account);
  return (
    <section className={styles.hall} aria-labelledby="gamehall-title">
      <h1 id="gamehall-title">{t('gamehall.title')}</h1>
      {id && <p>{t('gamehall.category', { id })}</p>}
      <p data-testid="casino-session">{account?.uid ? t('gamehall.player', { login: account.login }) : t('gamehall.guest')}</p>
      <p className={styles.release} data-testid="casino-release">
        {t('release', { version: __REMOTE_VERSION__ })}
      </p>
    </section>
  );
}
