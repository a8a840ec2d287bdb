import { localeOfPath, type LoaderFunctionArgs, useLoaderData } from '@casino/shared';
import { siteFetch } from '../../platform/api';

export interface ContentPageData {
  slug: string;
  title: string;
  html: string;
}

/**
 * Generic content page `/{slug}` (spec §2). The page exists only when the content service has it;
 * anything else is a 404 ("failed page validity").
 */
export async function contentPageLoader({ params, request }: LoaderFunctionArgs): Promise<ContentPageData> {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new Response('Not Found', { status: 404 });
  const locale = localeOfPath(new URL(request.url).pathname);
  const res = await siteFetch(`/content/pages/${encodeURIComponent(slug)}?locale=${locale}`, { signal: request.signal });
  if (!res.ok) throw new Response('Not Found', { status: 404 });
  return (await res.json()) as ContentPageData;
}

export function ContentPage() {
  const page = useLoaderData() as ContentPageData;
  return (
    <article>
      <h1>{page.title}</h1>
      {/* The server sanitises content-service HTML before it leaves (DOMPurify). */}
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
