import { provideSingletons } from './singletons';

/**
 * The shell's federation runtime, on webpack's own container protocol: a remote's
 * `remoteEntry.js` is a classic script that defines `var mfe_<name>`, a container with
 * `init(shareScope)` and `get('./app')`. The renderer, zustand and `@casino/shared` are the
 * shell's (`singletons.ts`), put on the page before the first entry runs. Retries, fallbacks and
 * reports are the loader's (`loader.ts`).
 */

/** A remote as the runtime knows it: the container's global name, the alias ids start with, its entry. */
export interface RuntimeRemote {
  name: string;
  alias: string;
  entry: string;
}

/** What the loader asks of a federation runtime (a fake one in tests, a static one in the monolith). */
export interface FederationRuntime {
  /** Tells where remotes' entries are; `force` also drops what an earlier entry of the same remote loaded. */
  registerRemotes(remotes: RuntimeRemote[], options?: { force?: boolean }): void;
  /** Loads `<alias>/<expose>` (`casino/app`): the entry once, then the exposed module. */
  loadRemote<T>(id: string): Promise<T>;
}

/** webpack's container interface (webpack/lib/container/ContainerEntryModule). */
export interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

export interface RuntimeOptions {
  /** Runs a remote's entry and answers its container. */
  loadEntry?: (remote: RuntimeRemote) => Promise<Container>;
  /** Puts the shell's singletons on the page. */
  provide?: () => void;
}

/** A browser gives up on a stalled script much later; the area's fallback should not wait that long. */
export const ENTRY_TIMEOUT_MS = 20_000;

const isContainer = (value: unknown): value is Container =>
  !!value && typeof (value as Container).get === 'function' && typeof (value as Container).init === 'function';

/**
 * Adds the entry as a `<script>` (no CORS, as the server preloads it) and takes the container it
 * defines. The global is cleared first, so a stale container of an earlier entry is never taken.
 */
export function loadEntryScript(remote: RuntimeRemote, timeoutMs = ENTRY_TIMEOUT_MS): Promise<Container> {
  const globals = window as unknown as Record<string, unknown>;
  globals[remote.name] = undefined;
  return new Promise<Container>((resolve, reject) => {
    const script = document.createElement('script');
    const done = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      const container = globals[remote.name];
      if (error) reject(error);
      else if (isContainer(container)) resolve(container);
      else reject(new Error(`${remote.entry} defined no container ${remote.name}`));
    };
    const timer = setTimeout(() => done(new Error(`${remote.entry} did not load within ${timeoutMs} ms`)), timeoutMs);
    script.onload = () => done();
    script.onerror = () => done(new Error(`${remote.entry} could not be loaded`));
    script.src = remote.entry;
    script.async = true;
    document.head.appendChild(script);
  });
}

export function createFederationRuntime({ loadEntry = loadEntryScript, provide = provideSingletons }: RuntimeOptions = {}): FederationRuntime {
  /** The share scope webpack's protocol hands every container (one for all; the singletons are not in it). */
  const shareScope = {};
  const remotes = new Map<string, RuntimeRemote>();
  /** One initialised container per remote; a failed one is forgotten so the next load starts anew. */
  const containers = new Map<string, Promise<Container>>();

  async function start(remote: RuntimeRemote): Promise<Container> {
    provide();
    const container = await loadEntry(remote);
    await container.init(shareScope);
    return container;
  }

  function containerOf(remote: RuntimeRemote): Promise<Container> {
    let pending = containers.get(remote.alias);
    if (!pending) {
      pending = start(remote);
      containers.set(remote.alias, pending);
      pending.catch(() => {
        if (containers.get(remote.alias) === pending) containers.delete(remote.alias);
      });
    }
    return pending;
  }

  return {
    registerRemotes(list, { force = false } = {}) {
      for (const remote of list) {
        const known = remotes.get(remote.alias);
        remotes.set(remote.alias, remote);
        if (force || (known && known.entry !== remote.entry)) containers.delete(remote.alias);
      }
    },
    async loadRemote<T>(id: string): Promise<T> {
      const slash = id.indexOf('/');
      const alias = id.slice(0, slash);
      const remote = remotes.get(alias);
      if (slash < 1 || !remote) throw new Error(`${id}: no remote ${alias} is registered`);
      const factory = await (await containerOf(remote)).get(`./${id.slice(slash + 1)}`);
      return factory() as T;
    },
  };
}
