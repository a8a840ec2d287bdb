import { ApiError, i18n, useDialogsStore, useLocaleStore, useToastsStore } from '@casino/shared';
import { reportFatalError } from '../../platform/fatal';
import { AUTH_DIALOG, STORAGE_KEYS } from './constants';
import { finishAuth, refreshedAccount } from './flow';
import { track } from './rules/analytics';
import { currentPromoCode } from './rules/promo';
import {
  isSocialMessage,
  popupFeatures,
  SOCIAL_CHANNEL,
  SOCIAL_POPUP,
  socialInitUrl,
  socialRedirectUrl,
  type SocialOutcome,
  type TypeAuth,
} from './rules/social';
import type { TicketStep } from './rules/two-factor';
import { local } from './storage';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`shell:${key}`, options ?? {});

let stopListening: (() => void) | null = null;

/**
 * Social login (spec §4): remembers the page, opens a 640 × 480 popup on /oauth/init and waits
 * for the popup to hand back the outcome. A blocked popup falls back to the same window.
 */
export function startSocialLogin(service: string, typeAuth: TypeAuth): void {
  const locale = useLocaleStore.getState().locale;
  const { pathname, search, hash, origin } = window.location;
  local.set(STORAGE_KEYS.socialReturn, `${pathname}${search}${hash}`);
  const url = socialInitUrl({ service, redirectUrl: socialRedirectUrl(origin, locale), typeAuth, locale });
  const popup = window.open(url, SOCIAL_POPUP.name, popupFeatures(window));
  if (!popup) {
    window.location.assign(url);
    return;
  }
  popup.focus?.();
  listenForOutcome(popup);
}

function listenForOutcome(popup: Window): void {
  stopListening?.();
  let done = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SOCIAL_CHANNEL) : null;
  const finish = (outcome: SocialOutcome | null) => {
    if (done) return;
    done = true;
    stop();
    void completeSocialLogin(outcome);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && isSocialMessage(event.data)) finish(event.data.outcome);
  };
  const onChannel = (event: MessageEvent) => {
    if (isSocialMessage(event.data)) finish(event.data.outcome);
  };
  // Closed without a word: the player gave up, or the provider cut the popup from this page.
  const watch = setInterval(() => {
    if (popup.closed) setTimeout(() => finish(null), 300);
  }, 500);
  const stop = () => {
    clearInterval(watch);
    window.removeEventListener('message', onMessage);
    channel?.removeEventListener('message', onChannel);
    channel?.close();
    if (stopListening === stop) stopListening = null;
  };
  window.addEventListener('message', onMessage);
  channel?.addEventListener('message', onChannel);
  stopListening = stop;
}

/**
 * The return of a social login, in the page that started it: the session is reloaded, the
 * saved page is read and removed from local storage, and the player is sent there.
 * `null`: the popup closed without an outcome; a session it made is still picked up.
 */
export async function completeSocialLogin(outcome: SocialOutcome | null): Promise<void> {
  if (outcome?.status === 'error') {
    local.remove(STORAGE_KEYS.socialReturn);
    track({ event: 'auth_login_error', error_code: `social_${outcome.error}`, method: 'social' });
    if ('reason' in outcome) {
      // A time-out or self-exclusion: the user block page with its end, as for any other sign-in.
      reportFatalError(new ApiError('UserBanned', 'Account is excluded from play', { reason: outcome.reason, until: outcome.until }));
      return;
    }
    if (outcome.error !== 'denied') {
      useToastsStore.getState().show({ text: t(`auth.social.errors.${outcome.error}`, { defaultValue: t('auth.social.errors.provider') }), type: 'error' });
    }
    return;
  }
  if (outcome?.status === 'two_factor') {
    openTwoFactorStep({ ticket: outcome.ticket, via: 'social', resend_time: outcome.resend_time });
    return;
  }
  const account = await refreshedAccount();
  if (!account) {
    if (outcome) useToastsStore.getState().show({ text: t('auth.social.errors.provider'), type: 'error' });
    return;
  }
  const returnTo = local.get(STORAGE_KEYS.socialReturn);
  local.remove(STORAGE_KEYS.socialReturn);
  const kind = outcome?.status === 'register' ? 'register' : 'login';
  await finishAuth(account, {
    kind,
    method: 'social',
    returnTo,
    promoCode: kind === 'register' ? currentPromoCode('', local.get(STORAGE_KEYS.promoCode)) : null,
  });
}

/**
 * The same code step a password sign-in shows, in the auth popup: an auth popup that is open
 * (the social button was pressed in it) gives way to one on the code step.
 */
export function openTwoFactorStep(step: TicketStep): void {
  const dialogs = useDialogsStore.getState();
  for (const dialog of dialogs.queue.filter((d) => d.component === AUTH_DIALOG)) dialogs.close(dialog.id, true);
  dialogs.open({ id: AUTH_DIALOG, component: AUTH_DIALOG, props: { view: 'login', twoFactor: step } });
}

/** The page a social sign-in started from, read once. */
export function takeSocialReturn(): string | null {
  const returnTo = local.get(STORAGE_KEYS.socialReturn);
  local.remove(STORAGE_KEYS.socialReturn);
  return returnTo;
}

/** True in the popup a social login opened (its name, or an opener on this site). */
export function isSocialPopupWindow(): boolean {
  if (window.name === SOCIAL_POPUP.name) return true;
  try {
    return !!window.opener && window.opener !== window && window.opener.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** In the popup: hands the outcome to the page that opened it and closes. */
export function deliverSocialOutcome(outcome: SocialOutcome): void {
  const message = { type: SOCIAL_CHANNEL, outcome };
  try {
    window.opener?.postMessage(message, window.location.origin);
  } catch {
    /* the provider may have cut the opener: the channel below still reaches the page */
  }
  try {
    const channel = new BroadcastChannel(SOCIAL_CHANNEL);
    channel.postMessage(message);
    channel.close();
  } catch {
    /* no BroadcastChannel */
  }
  window.close();
}
