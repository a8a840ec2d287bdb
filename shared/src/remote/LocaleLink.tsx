import { forwardRef } from 'react';
import { Link, localePath, useLocaleStore, type LinkProps } from '@casino/shared';

/** A link inside the site in the current language (`to` is written without the /ru prefix). */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink({ to, ...rest }, ref) {
  const locale = useLocaleStore((s) => s.locale);
  return <Link ref={ref} to={localePath(locale, to)} {...rest} />;
});

/** Navigation inside the site in the current language. */
export function useLocalePath(): (to: string) => string {
  const locale = useLocaleStore((s) => s.locale);
  return (to: string) => localePath(locale, to);
}
