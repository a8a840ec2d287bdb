import { useEffect, useMemo } from 'react';
import { bus, useConfigStore, useLocaleStore, useLocation, useSessionStore } from '@casino/shared';
import { chatController } from './controller';
import { chatBadgeHidden, chatPlayerOf, chatSettingsFrom } from './settings';

/** The live chat widget of the configured provider (spec §1, §3), for the current player. */
export function LiveChat() {
  const config = useConfigStore((s) => s.config);
  const account = useSessionStore((s) => s.account);
  const locale = useLocaleStore((s) => s.locale);
  const { pathname } = useLocation();
  const settings = useMemo(() => chatSettingsFrom(config), [config]);
  // Who is signed in, not every balance refresh (the account object changes with each).
  const uid = account?.uid ?? 0;
  const login = account?.login ?? '';
  const fakename = account?.fakename ?? null;
  const player = useMemo(() => chatPlayerOf({ uid, login, fakename }, locale), [uid, login, fakename, locale]);

  // The controller reloads the widget only when the settings' key or the player changed.
  useEffect(() => chatController.update(settings, player), [settings, player]);

  useEffect(() => chatController.setBadgeHidden(chatBadgeHidden(pathname)), [pathname]);

  useEffect(() => {
    const reload = () => chatController.reload();
    const offs = [bus.on('auth:login', reload), bus.on('auth:register', reload), bus.on('auth:logout', reload)];
    return () => offs.forEach((off) => off());
  }, []);

  return null;
}
