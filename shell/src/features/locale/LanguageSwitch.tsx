import { localePath, LOCALES, stripLocale, useLocaleStore, useLocation, useNavigate, useTranslation, type Locale } from '@casino/shared';
import { switchLocale } from './switch';
import styles from './LanguageSwitch.module.css';

const LANGUAGE_NAMES: Record<Locale, string> = { uz: 'Oʻzbekcha', ru: 'Русский' };

/** Links to the same page in the other language; the URL prefix decides the language (spec §2). */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((s) => s.locale);
  const location = useLocation();
  const navigate = useNavigate();
  const path = stripLocale(location.pathname);
  const choose = (code: Locale) => (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: let the link work
    event.preventDefault();
    if (code !== locale) void switchLocale(code, (to) => navigate(to));
  };
  return (
    <nav aria-label={t('header.language')} className={styles.languages}>
      {LOCALES.map((code) => (
        <a
          key={code}
          href={`${localePath(code, path)}${location.search}`}
          hrefLang={code}
          onClick={choose(code)}
          lang={code}
          aria-current={code === locale ? 'true' : undefined}
          className={code === locale ? styles.languageActive : styles.language}
          title={LANGUAGE_NAMES[code]}
        >
          {code.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
