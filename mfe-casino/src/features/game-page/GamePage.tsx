import { useEffect, useRef, useState } from 'react';
import { formatMoney, isAuthenticated, useLocation, useParams, useSessionStore, useTranslation } from '@casino/shared';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { askToSignIn, errorKey, LocaleLink } from '@casino/shared/remote';
import { common } from '../../components';
import { platform } from '../../lib/platform';
import { itemView, useDisplaySettings } from '../catalogue';
import { FavouriteButton, useFavourites } from '../favourites';
import { GameFrame } from './GameFrame';
import { decideLaunch, fullscreenVisible, inTelegram, requestedMode } from './rules';
import { useGame } from './useGame';
import { openDemoMode } from '../demo-mode';
import { useFreeSpins } from './useFreeSpins';
import styles from './GamePage.module.css';

/** `/game/{sysname}` in the game layout: the game in real or demo money, fullscreen, favourite. */
export function GamePage() {
  const { t } = useTranslation('casino');
  const { sysname = '' } = useParams();
  const { hash } = useLocation();
  const account = useSessionStore((s) => s.account);
  const signedIn = isAuthenticated(account);
  const display = useDisplaySettings();
  const game = useGame(sysname);
  const freeSpins = useFreeSpins(sysname, signedIn);
  useFavourites();
  const [fullscreen, setFullscreen] = useState(false);
  const stage = useRef<HTMLDivElement>(null);

  // The browser's own fullscreen ends with Escape: keep the flag in step.
  useEffect(() => {
    const sync = () => !document.fullscreenElement && setFullscreen(false);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  // A guest opening a game with demo play without saying how is asked in the demo mode dialog (spec §2),
  // once the session says they are one: a page the server rendered hydrates with a guest's session
  // before the player's own is known.
  const sessionKnown = useSessionStore((s) => s.status === 'success' || s.status === 'error');
  const loaded = game.status === 'success' ? game.data : null;
  const choose = loaded !== null && loaded !== undefined && sessionKnown && !signedIn && loaded.has_demo && requestedMode(hash) === null;
  const chooseName = loaded ? itemView(loaded).name : '';
  useEffect(() => {
    if (choose) openDemoMode({ sysname, name: chooseName });
  }, [choose, sysname, chooseName]);

  const toggleFullscreen = () => {
    const next = !fullscreen;
    setFullscreen(next);
    try {
      if (next) void stage.current?.requestFullscreen?.().catch(() => undefined);
      else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    } catch {
      /* the CSS fullscreen still applies */
    }
  };

  if (game.status === 'error') {
    return <ErrorState heading={t('game.errorTitle')} text={t(errorKey(game.error))} action={{ label: t('retry'), onClick: game.reload }} headingLevel={1} />;
  }
  if (game.status !== 'success') return <Loader label={t('loading')} />;
  if (!game.data) {
    return (
      <EmptyState
        heading={t('game.notFound')}
        headingLevel={1}
        action={
          <LocaleLink to="/gamehall" className={common.link}>
            {t('game.toHall')}
          </LocaleLink>
        }
      />
    );
  }

  const g = game.data;
  const { name, image } = itemView(g);
  const decision = decideLaunch({
    hasDemo: g.has_demo,
    authenticated: signedIn,
    requested: requestedMode(hash),
    // Real money plays with main and casino bonus money; free spins of this game need neither.
    realBalance: signedIn ? account.balance_main.amount + account.balance_bonus.amount : 0,
    canAccessWithZeroBalance: display.canAccessSlotWithZeroBalance || freeSpins !== null,
  });
  const mode = decision.kind === 'play' ? decision.mode : null;

  return (
    <section className={styles.page} aria-labelledby="game-title">
      <div className={styles.toolbar}>
        <LocaleLink to="/gamehall" className={styles.back} aria-label={t('game.back')}>
          ←
        </LocaleLink>
        <h1 id="game-title" className={styles.title}>
          {name}
        </h1>
        <span className={common.muted}>{g.provider_name}</span>
        <div className={styles.tools}>
          {g.has_demo && (
            <nav aria-label={t('game.modes')} className={styles.modes}>
              <LocaleLink
                to={`/game/${g.sysname}#real`}
                aria-current={mode === 'real' ? 'true' : undefined}
                className={mode === 'real' ? styles.modeOn : styles.mode}
              >
                {t('game.real')}
              </LocaleLink>
              <LocaleLink
                to={`/game/${g.sysname}#demo`}
                aria-current={mode === 'demo' ? 'true' : undefined}
                className={mode === 'demo' ? styles.modeOn : styles.mode}
              >
                {t('game.demo')}
              </LocaleLink>
            </nav>
          )}
          {display.canVisibleFavoriteIcon && <FavouriteButton sysname={g.sysname} name={name} size="md" />}
          {fullscreenVisible(display.visibleFullScreen, inTelegram()) && mode && (
            <Button variant="secondary" size="sm" aria-pressed={fullscreen} onClick={toggleFullscreen}>
              {t(fullscreen ? 'game.exitFullscreen' : 'game.fullscreen')}
            </Button>
          )}
        </div>
      </div>

      {mode === 'real' && freeSpins && (
        <p className={styles.freespins} role="status">
          {t('game.freeSpins', { count: freeSpins.remaining, stake: formatMoney(freeSpins.stake.amount, freeSpins.stake.currency) })}
        </p>
      )}

      <div ref={stage} className={fullscreen ? `${styles.stage} ${styles.fullscreen}` : styles.stage}>
        {mode ? (
          <>
            {fullscreen && (
              <Button variant="secondary" size="sm" className={styles.exit} onClick={toggleFullscreen}>
                {t('game.exitFullscreen')}
              </Button>
            )}
            <GameFrame game={g} mode={mode} reloadKey={String(signedIn ? account.uid : 0)} />
          </>
        ) : null}
        {/* Before the game runs: its picture, blurred behind the way to play and whole above it (a crawler and a
            slow phone see the game; the whole picture is the first view's largest paint, not the demo-mode dialog
            that opens over it once the page runs). */}
        {!mode && <img className={styles.poster} src={image} alt="" width={288} height={192} aria-hidden="true" />}
        {mode ? null : (
          <div className={styles.prelaunch}>
            <img className={styles.picture} src={image} alt={name} width={288} height={192} fetchPriority="high" />
            {prelaunch()}
          </div>
        )}
      </div>
    </section>
  );

  /** What the player is asked before the game can run. */
  function prelaunch() {
    return decision.kind === 'choose' ? (
      <EmptyState
        heading={t('demoMode.title', { name })}
        text={t('demoMode.text')}
        action={
          <div className={styles.actions}>
            <Button onClick={() => openDemoMode({ sysname: g.sysname, name })}>{t('demoMode.choose')}</Button>
          </div>
        }
      />
    ) : decision.kind === 'deposit' ? (
      <EmptyState
        heading={t('game.depositTitle')}
        text={t('game.depositText')}
        action={
          <div className={styles.actions}>
            <Button onClick={() => platform().navigate('/cashier/deposit')}>{t('game.deposit')}</Button>
            {decision.canDemo && (
              <LocaleLink to={`/game/${g.sysname}#demo`} className={common.link}>
                {t('game.playDemo')}
              </LocaleLink>
            )}
          </div>
        }
      />
    ) : (
      <EmptyState
        heading={t(decision.kind === 'sign-up' ? 'game.signUpTitle' : 'game.signInTitle')}
        text={t('game.signInText')}
        action={
          <div className={styles.actions}>
            <Button onClick={() => askToSignIn(decision.kind === 'sign-up' ? 'registration' : 'login')}>
              {t(decision.kind === 'sign-up' ? 'game.signUp' : 'game.signIn')}
            </Button>
            {decision.kind === 'sign-up' && decision.canDemo && (
              <LocaleLink to={`/game/${g.sysname}#demo`} className={common.link}>
                {t('game.playDemo')}
              </LocaleLink>
            )}
          </div>
        }
      />
    );
  }
}
