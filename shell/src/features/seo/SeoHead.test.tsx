import { act } from '@testing-library/react';
import { useNavigate } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import { SeoHead } from './SeoHead';
import type { HeadModel } from './head';

/** A Response-like answer (jsdom has no Response). */
function answerOf(text: string, status: number): Response {
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
      clone: make,
    }) as unknown as Response;
  return make();
}

const head = (path: string, title: string): HeadModel => ({ path, lang: 'uz', title, tags: [], jsonLd: [] });

let navigate: (to: string) => void = () => undefined;
function Navigator() {
  const nav = useNavigate();
  navigate = (to) => void nav(to);
  return null;
}

describe('SeoHead', () => {
  it('leaves the head the server rendered, then follows client navigation', async () => {
    document.head.innerHTML = '<title data-seo="/">Home</title>';
    const fetchMock = jest.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').searchParams.get('path')!;
      return answerOf(JSON.stringify(head(path, `Title of ${path}`)), 200);
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderWithProviders(
      <>
        <SeoHead />
        <Navigator />
      </>,
      { route: '/' },
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => navigate('/gamehall'));
    await act(async () => undefined);
    expect(document.title).toBe('Title of /gamehall');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
