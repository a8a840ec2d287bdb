import { Header } from '../../features/header';
import { LanguageSwitch } from '../../features/locale';
import { logout, openAuthFromLink } from '../../features/auth';
import { NotificationsBell } from '../../features/notifications';

/** The header with what other features put in it: the language switch, the sign-in popup, sign-out, the notifications bell. */
export function ShellHeader({ compact = false }: { compact?: boolean }) {
  return (
    <Header
      compact={compact}
      languageSwitch={<LanguageSwitch />}
      onAuthLink={openAuthFromLink}
      onSignOut={() => void logout()}
      notifications={<NotificationsBell />}
    />
  );
}
