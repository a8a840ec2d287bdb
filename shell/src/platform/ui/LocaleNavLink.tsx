import { forwardRef } from 'react';
import { localePath, NavLink, type NavLinkProps, useLocaleStore } from '@casino/shared';

/**
 * A navigation link inside the site that keeps the current language and knows when it is active
 * (`to` is written without the /ru prefix). `LocaleLink` comes from `@casino/shared/remote`, which
 * has no NavLink counterpart.
 */
export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function LocaleNavLink({ to, ...rest }, ref) {
  const locale = useLocaleStore((s) => s.locale);
  return <NavLink ref={ref} to={localePath(locale, to)} {...rest} />;
});
