import { useEffect, useMemo } from 'react';
import { bus, useConfigStore, useLocaleStore, useLocation, useSessionStore } from '@casino/shared';
import { chatController } from './controller';
import { chatBadgeHidden, chatPlayerOf, chatSettingsFrom, settingsKey } from './settings';

/** The live chat widget of the configured provider (spec §1, §3), for the current player. */
export function LiveChat() {
  const config = useConfigStore((s) => s.config);
  const account = useSessionStore((s) => s.account);
  const locale = useLocaleStore((s) => s.locale);
  const { pathname } = useLocation();
  const settings = useMemo(() => chatSettingsFrom(config), [config]);
  const key = settingsKey(settings);
  const player = useMemo(() => chatPlayerOf(account, locale), [account?.uid, account?.login, account?.fakename, locale]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => chatController.update(settings, player), [key, player]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => chatController.setBadgeHidden(chatBadgeHidden(pathname)), [pathname]);

  useEffect(() => {
    const reload = () => chatController.reload();
    const offs = [bus.on('auth:login', reload), bus.on('auth:register', reload), bus.on('auth:logout', reload)];
    return () => offs.forEach((off) => off());
  }, []);

  return null;
}
