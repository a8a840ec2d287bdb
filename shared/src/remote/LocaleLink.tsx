import { forwardRef, useCallback } from 'react';
import { Link, localePath, NavLink, useLocaleStore, type LinkProps, type NavLinkProps } from '@casino/shared';

/** A link inside the site in the current language (`to` is written without the /ru prefix). */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink({ to, ...rest }, ref) {
  const locale = useLocaleStore((s) => s.locale);
  return <Link ref={ref} to={localePath(locale, to)} {...rest} />;
});

/** A navigation link in the current language that knows when its page is open (tabs, menus). */
export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function LocaleNavLink({ to, ...rest }, ref) {
  const locale = useLocaleStore((s) => s.locale);
  return <NavLink ref={ref} to={localePath(locale, to)} {...rest} />;
});

/**
 * Paths of the site in the page's language ('/cashier/deposit' → '/ru/cashier/deposit'). The
 * function stays the same until the language changes, so effects may depend on it.
 */
export function useLocalePath(): (to: string) => string {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((to: string) => localePath(locale, to), [locale]);
}
