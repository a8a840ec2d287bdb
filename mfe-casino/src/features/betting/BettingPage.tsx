import { configSection, isAuthenticated, useConfigStore, useSessionStore, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { errorKey } from '@casino/shared/remote';
import { common } from '../../components';
import { GameFrame, useGame } from '../game-page';
import styles from './Betting.module.css';

export const SPORTSBOOK_SYSNAME = 'dgt_sportsbook';

/** `/betting` (spec §2): the sportsbook game, looked up by sysname `dgt_sportsbook`, embedded like any game. */
export function BettingPage() {
  const { t } = useTranslation('casino');
  const configured = useConfigStore((s) => configSection<{ sportsbookSysname: string }>(s.config, 'games-config').sportsbookSysname);
  const sysname = typeof configured === 'string' && configured ? configured : SPORTSBOOK_SYSNAME;
  const account = useSessionStore((s) => s.account);
  const signedIn = isAuthenticated(account);
  const game = useGame(sysname);
  return (
    <section className={common.page} aria-labelledby="betting-title">
      <header className={common.header}>
        <h1 id="betting-title" className={common.title}>
          {t('betting.title')}
        </h1>
        {!signedIn && <p className={common.muted}>{t('betting.demoNote')}</p>}
      </header>
      {game.status === 'error' ? (
        <ErrorState heading={t('betting.errorTitle')} text={t(errorKey(game.error))} action={{ label: t('retry'), onClick: game.reload }} />
      ) : game.status !== 'success' ? (
        <Loader label={t('loading')} />
      ) : !game.data ? (
        <EmptyState heading={t('betting.unavailable')} />
      ) : (
        <div className={styles.book}>
          <GameFrame game={game.data} mode={signedIn ? 'real' : 'demo'} reloadKey={String(signedIn ? account.uid : 0)} className={styles.frame} />
        </div>
      )}
    </section>
  );
}
