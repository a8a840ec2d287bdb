import { forwardRef } from 'react';
import { Link, type LinkProps, NavLink, type NavLinkProps, useLocaleStore } from '@casino/shared';
import { localePath } from './locale';

/** A link inside the site that keeps the current language (`to` is written without the /ru prefix). */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink({ to, ...rest }, ref) {
  const locale = useLocaleStore((s) => s.locale);
  return <Link ref={ref} to={localePath(locale, to)} {...rest} />;
});

export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function LocaleNavLink({ to, ...rest }, ref) {
  const locale = useLocaleStore((s) => s.locale);
  return <NavLink ref={ref} to={localePath(locale, to)} {...rest} />;
});
