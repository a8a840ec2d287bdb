import { Header } from '../../features/header';
import { LanguageSwitch } from '../../features/locale';
import { logout, openAuthFromLink } from '../../features/auth';

/** The header with what other features put in it: the language switch, the sign-in popup, sign-out. */
export function ShellHeader({ compact = false }: { compact?: boolean }) {
  return <Header compact={compact} languageSwitch={<LanguageSwitch />} onAuthLink={openAuthFromLink} onSignOut={() => void logout()} />;
}
