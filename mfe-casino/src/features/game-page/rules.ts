import type { FullscreenVisibility, PlayMode } from '../catalogue';

/** The mode the address asks for: `#real` or `#demo` (spec §2), else none. */
export function requestedMode(hash: string): PlayMode | null {
  const h = hash.replace(/^#/, '').toLowerCase();
  return h === 'real' || h === 'demo' ? h : null;
}

export type LaunchDecision =
  | { kind: 'play'; mode: PlayMode }
  /** A guest asked for real money: the shell opens the registration popup (spec §2). */
  | { kind: 'sign-up'; canDemo: boolean }
  /** A guest opened a game with demo play without saying how: the demo mode dialog asks (spec §2). */
  | { kind: 'choose' }
  /** A guest and a game without demo. */
  | { kind: 'sign-in' }
  /** Real money with an empty balance where the settings do not allow it. */
  | { kind: 'deposit'; canDemo: boolean };

export interface LaunchInput {
  hasDemo: boolean;
  authenticated: boolean;
  requested: PlayMode | null;
  /** The real-money balance the game plays with. */
  realBalance: number;
  canAccessWithZeroBalance: boolean;
}

/**
 * How the game page opens a game. Players play for real money unless they ask for demo (and
 * the game has one); guests choose in the demo mode dialog (demo, or sign in for real money),
 * play demo when they asked for it (`#demo`), or are asked to register (`#real`) or sign in (no demo).
 * Real money with a zero balance needs `canAccessSlotWithZeroBalance` (spec §3), else the player
 * is offered a deposit (or the demo).
 */
export function decideLaunch({ hasDemo, authenticated, requested, realBalance, canAccessWithZeroBalance }: LaunchInput): LaunchDecision {
  if (!authenticated) {
    if (requested === 'real') return { kind: 'sign-up', canDemo: hasDemo };
    if (!hasDemo) return { kind: 'sign-in' };
    return requested === 'demo' ? { kind: 'play', mode: 'demo' } : { kind: 'choose' };
  }
  if (requested === 'demo' && hasDemo) return { kind: 'play', mode: 'demo' };
  if (realBalance <= 0 && !canAccessWithZeroBalance) return { kind: 'deposit', canDemo: hasDemo };
  return { kind: 'play', mode: 'real' };
}

/** Whether the fullscreen toggle shows (spec §3 visibleFullScreen: all, telegram, product, none). */
export function fullscreenVisible(setting: FullscreenVisibility, telegram: boolean): boolean {
  if (setting === 'all') return true;
  if (setting === 'telegram') return telegram;
  if (setting === 'product') return !telegram;
  return false;
}

/** Inside the Telegram mini-app (spec §1: the address hash carried tgWebAppData; the shell keeps it for the tab). */
export function inTelegram(): boolean {
  try {
    return window.location.hash.includes('tgWebAppData') || sessionStorage.getItem('tg_launch_params') !== null || 'Telegram' in window;
  } catch {
    return false;
  }
}

/** What a game in the frame may tell the page (same origin only). */
export type GameMessage = { type: 'balance' } | { type: 'deposit' } | { type: 'sign-in' };

export function gameMessage(data: unknown): GameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as { source?: unknown; type?: unknown };
  if (m.source !== 'casino-game') return null;
  return m.type === 'balance' || m.type === 'deposit' || m.type === 'sign-in' ? { type: m.type } : null;
}
