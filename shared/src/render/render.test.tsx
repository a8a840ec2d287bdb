import { Suspense, act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { useLocaleStore, useSessionStore, type SessionState } from '../stores';
import { useAsync } from '../remote/useAsync';
import { PageDataContext, setRenderStateSource, type PageData, type RenderStates } from './index';

const guest = useSessionStore.getInitialState();
const player = { uid: 7, login: 'alice' } as unknown as SessionState['account'];

afterEach(() => {
  setRenderStateSource({ states: () => undefined, server: false });
  useLocaleStore.setState(useLocaleStore.getInitialState(), true);
  useSessionStore.setState(guest, true);
});

function Greeting() {
  const locale = useLocaleStore((s) => s.locale);
  const account = useSessionStore((s) => s.account);
  return <p>{`${locale}:${account ? account.login : 'guest'}`}</p>;
}

describe('platform stores in a server render', () => {
  it("answer the request's state, to the hook and to getState(), whatever the process's store holds", () => {
    let request: RenderStates | undefined = { locale: { ...useLocaleStore.getInitialState(), locale: 'ru' } };
    setRenderStateSource({ states: () => request, server: true });
    expect(renderToString(<Greeting />)).toBe('<p>ru:guest</p>');
    expect(useLocaleStore.getState().locale).toBe('ru');
    request = undefined;
    expect(useLocaleStore.getState().locale).toBe('uz');
  });

  it('hydrate with the state the page was rendered with, then show what the browser knows (a session that arrived first)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    useSessionStore.getState().setAccount(player);
    setRenderStateSource({ states: () => ({ session: guest }), server: false });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('uz:alice');
  });
});

// react-dom's Node renderer schedules with setImmediate, which the DOM environment lacks.
globalThis.setImmediate ??= ((fn: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(fn, 0, ...args)) as unknown as typeof setImmediate;

/** Renders with react-dom's streaming renderer once every boundary has settled. */
function renderOnServer(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}

function Jackpots({ load }: { load: () => Promise<string[]> }) {
  const jackpots = useAsync(load, []);
  return <ul>{jackpots.status === 'success' ? jackpots.data!.map((j) => <li key={j}>{j}</li>) : <li>…</li>}</ul>;
}

/** The page data of a server render that records what it loaded (as the shell's does). */
function serverPageData(carried: Record<string, { deps: string; value: unknown }>): PageData {
  const loads = new Map<string, Promise<{ value: unknown }>>();
  return {
    take: (key, deps) => (carried[key]?.deps === deps ? { value: carried[key]!.value } : undefined),
    load: (key, deps, run) => {
      const known = loads.get(`${key}${deps}`);
      if (known) return known;
      const promise = run(new AbortController().signal).then((value) => {
        carried[key] = { deps, value };
        return { value };
      });
      loads.set(`${key}${deps}`, promise);
      return promise;
    },
  };
}

function JackpotWithGames() {
  const jackpot = useAsync(async () => 'Mega', []);
  const games = useAsync(async () => `games of ${jackpot.data}`, [jackpot.data], jackpot.data !== undefined);
  return <p>{`${jackpot.data ?? '…'} | ${games.data ?? '…'}`}</p>;
}

describe('page data', () => {
  it('loads one answer after another in a component (a load that needs the first one), each keeping its own answer', async () => {
    const html = await renderOnServer(
      <PageDataContext.Provider value={serverPageData({})}>
        <Suspense fallback={<p>loading</p>}>
          <JackpotWithGames />
        </Suspense>
      </PageDataContext.Provider>,
    );
    expect(html).toContain('<p>Mega | games of Mega</p>');
  });

  it('is loaded while the server renders, travels with the page, and the browser hydrates with it without loading again', async () => {
    const carried: Record<string, { deps: string; value: unknown }> = {};
    const server = serverPageData(carried);
    const html = await renderOnServer(
      <PageDataContext.Provider value={server}>
        <Suspense fallback={<p>loading</p>}>
          <Jackpots load={async () => ['Mega 1 000 000']} />
        </Suspense>
      </PageDataContext.Provider>,
    );
    expect(html).toContain('<li>Mega 1 000 000</li>');

    const container = document.createElement('div');
    container.innerHTML = html;
    const browserLoad = jest.fn(async () => ['other']);
    const errors: unknown[] = [];
    const page: PageData = { take: server.take };
    await act(async () => {
      hydrateRoot(
        container,
        <PageDataContext.Provider value={page}>
          <Suspense fallback={<p>loading</p>}>
            <Jackpots load={browserLoad} />
          </Suspense>
        </PageDataContext.Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(browserLoad).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Mega 1 000 000');
  });

  it('is not taken for other dependencies, and outside a server-rendered page the component loads as before', async () => {
    const page: PageData = { take: (_key, deps) => (deps === '["x"]' ? { value: ['stale'] } : undefined) };
    const container = document.createElement('div');
    const load = jest.fn(async () => ['fresh']);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(
        <PageDataContext.Provider value={page}>
          <Jackpots load={load} />
        </PageDataContext.Provider>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('fresh');
  });
});
