import { useEffect, useRef } from 'react';
import { bus, useLocaleStore, useTranslation } from '@casino/shared';
import type { GameItem } from '@casino/shared/api/schemas';
import { askToSignIn } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { itemView, playUrl, rememberPlayed, type PlayMode } from '../catalogue';
import { gameMessage } from './rules';
import styles from './GamePage.module.css';

/**
 * The provider's game in an iframe. What the game says comes back as bus events: money moved
 * (the header's balance refreshes without a reload), a deposit or a sign-in is wanted.
 */
export function GameFrame({ game, mode, reloadKey, className }: { game: GameItem; mode: PlayMode; reloadKey: string; className?: string }) {
  const { t } = useTranslation('casino');
  const locale = useLocaleStore((s) => s.locale);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    rememberPlayed(game.sysname);
  }, [game.sysname]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = gameMessage(event.data);
      if (!message) return;
      if (message.type === 'balance') bus.emit('balance:changed', { reason: 'game' });
      else if (message.type === 'deposit') platform().navigate('/cashier/deposit');
      else askToSignIn('login');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      key={`${reloadKey}:${mode}:${locale}`}
      ref={frame}
      src={playUrl(game, mode, locale)}
      title={t('game.frameTitle', { name: itemView(game).name })}
      allow="fullscreen; autoplay"
      className={className ?? styles.frame}
      data-testid="game-frame"
    />
  );
}
