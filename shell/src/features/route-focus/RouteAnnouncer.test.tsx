import { act, screen, waitFor as waitUntil } from '@testing-library/react';
import { Link, Navigate, Route, Routes } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import { useEffect, useState } from 'react';
import { RouteAnnouncer } from './RouteAnnouncer';
import { announcementFor, shouldMoveFocus } from './focus-target';

/** A page like a remote's: the heading comes after a moment, the head's title after a fetch. */
function LatePage({ title, heading }: { title: string; heading: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setReady(true);
      document.title = title;
    }, 50);
    return () => clearTimeout(timer);
  }, [title]);
  return ready ? <h1>{heading}</h1> : <p>…</p>;
}

function App() {
  return (
    <>
      <header>
        <Link to="/cashier">Cashier</Link>
        <Link to="/plain">Plain</Link>
      </header>
      <main id="main">
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/cashier" element={<LatePage title="Kassa — Oltin" heading="Kassa" />} />
          <Route path="/plain" element={<p>No heading</p>} />
          <Route path="/old" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
      <RouteAnnouncer />
    </>
  );
}

const announcer = () => document.querySelector('[data-route-announcer]')!;

describe('RouteAnnouncer', () => {
  beforeEach(() => {
    document.title = 'Oltin';
  });

  it('leaves focus and says nothing on the first load', async () => {
    await renderWithProviders(<App />);
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it('treats a redirect while the first page settles as the first load', async () => {
    const { user } = await renderWithProviders(<App />, { route: '/old' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Cashier' }));
    await waitUntil(() => expect(screen.getByRole('heading', { name: 'Kassa' })).toHaveFocus());
  });

  it('after a navigation focuses the heading the page renders late and announces the new title', async () => {
    const { user } = await renderWithProviders(<App />);
    await user.click(screen.getByRole('link', { name: 'Cashier' }));
    const heading = await screen.findByRole('heading', { name: 'Kassa' });
    await waitUntil(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitUntil(() => expect(announcer()).toHaveTextContent('Kassa — Oltin'));
  });

  it('falls back to the main landmark when the page has no heading', async () => {
    jest.useFakeTimers();
    try {
      const { user } = await renderWithProviders(<App />, { route: '/' });
      const clicking = user.click(screen.getByRole('link', { name: 'Plain' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      await clicking;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(6000);
      });
      expect(screen.getByRole('main')).toHaveFocus();
      expect(announcer()).toHaveTextContent('Oltin');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('route focus rules', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('does not take focus from an open modal dialog or from a control the page focused itself', () => {
    document.body.innerHTML = '<header><a href="/x">x</a></header><main id="main"><input id="q"></main>';
    expect(shouldMoveFocus(document)).toBe(true);
    document.querySelector<HTMLElement>('header a')!.focus();
    expect(shouldMoveFocus(document)).toBe(true);
    document.querySelector<HTMLElement>('#q')!.focus();
    expect(shouldMoveFocus(document)).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"></div>');
    document.querySelector<HTMLElement>('header a')!.focus();
    expect(shouldMoveFocus(document)).toBe(false);
  });

  it('announces the new title, else the heading', () => {
    expect(announcementFor('Kassa', 'Oltin', 'Kassa sahifasi')).toBe('Kassa');
    expect(announcementFor('Oltin', 'Oltin', ' Kassa ')).toBe('Kassa');
    expect(announcementFor('Oltin', 'Oltin', null)).toBe('Oltin');
  });
});
