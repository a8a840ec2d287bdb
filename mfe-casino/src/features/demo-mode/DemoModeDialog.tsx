import { useId } from 'react';
import { bus, useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { askToSignIn } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import styles from './DemoMode.module.css';

/** The dialog content id the shell's queue opens (spec §2 dialog contents: demo mode). */
export const DEMO_MODE_DIALOG = 'casino:demo-mode';

/** Asks a guest how to play a game that has demo play. */
export function openDemoMode(game: { sysname: string; name: string }): void {
  bus.emit('dialog:open', { id: DEMO_MODE_DIALOG, type: 'popup', props: { sysname: game.sysname, name: game.name } });
}

/**
 * Demo mode (spec §2): a guest opening a game with demo play chooses to play for fun (demo
 * money) or to sign in or register and play for real. Rendered by the shell's dialog host,
 * outside the router: the choice navigates through the platform.
 */
export default function DemoModeDialog({ dialogId, sysname = '', name = '' }: { dialogId?: string; sysname?: string; name?: string }) {
  const { t } = useTranslation('casino');
  const titleId = useId();
  const close = () => bus.emit('dialog:close', dialogId ? { id: dialogId } : {});
  const playForFun = () => {
    close();
    platform().navigate(`/game/${sysname}#demo`);
  };
  const signIn = (view: 'login' | 'registration') => () => {
    close();
    askToSignIn(view);
  };
  return (
    <div className={styles.body} aria-labelledby={titleId} role="group">
      <h2 id={titleId} className={styles.title}>
        {t('demoMode.title', { name })}
      </h2>
      <p>{t('demoMode.text')}</p>
      <div className={styles.actions}>
        <Button onClick={playForFun}>{t('demoMode.playForFun')}</Button>
        <Button variant="secondary" onClick={signIn('login')}>
          {t('demoMode.signIn')}
        </Button>
        <Button variant="secondary" onClick={signIn('registration')}>
          {t('demoMode.register')}
        </Button>
      </div>
    </div>
  );
}
