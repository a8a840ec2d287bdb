import { configSection, localePath, Navigate, useConfigStore, useLocaleStore, useParams } from '@casino/shared';
import { categoryRedirect } from './rules';

/** `/gamehall/{id}`: the category redirect rule, then the hall. */
export function CategoryRedirect() {
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const redirects = useConfigStore((s) => configSection<{ categoryRedirects: Record<string, unknown> }>(s.config, 'games-config').categoryRedirects);
  return <Navigate replace to={localePath(locale, categoryRedirect(id, redirects ?? {}))} />;
}
