import type { PageData, PageDataEntry, RemoteName } from '@casino/shared';
import { ServerRenderSkipped } from '../federation/server-render';

interface Load {
  deps: string;
  promise: Promise<{ value: unknown } | undefined>;
  result?: { value: unknown } | undefined;
  settled: boolean;
}

/**
 * The data of one server render: each component's first load runs once, within the budget of
 * the remote it belongs to. What answered travels with the page (`handOver`); a load that failed
 * renders its loading state and the browser loads it; a load over budget leaves the remote's part
 * to the browser.
 */
export class ServerPageData {
  private readonly loads = new Map<string, Load>();
  private readonly controllers = new Set<AbortController>();

  constructor(private readonly deadline: number) {}

  /** The page data a remote's (or the shell's) components read. */
  scope(remote: RemoteName | 'shell'): PageData {
    return {
      take: (key, deps) => {
        const load = this.loads.get(key);
        return load?.settled && load.result && load.deps === deps ? load.result : undefined;
      },
      load: (key, deps, run) => {
        const known = this.loads.get(key);
        if (known && known.deps === deps) return known.promise;
        return this.start(key, deps, run, remote);
      },
    };
  }

  private start(key: string, deps: string, run: (signal: AbortSignal) => Promise<unknown>, remote: RemoteName | 'shell') {
    const controller = new AbortController();
    this.controllers.add(controller);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const overBudget = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          controller.abort();
          reject(new ServerRenderSkipped(remote, 'data over the server render budget', true));
        },
        Math.max(0, this.deadline - Date.now()),
      );
    });
    const answered = Promise.resolve()
      .then(() => run(controller.signal))
      .then(
        (value) => ({ value }),
        () => undefined,
      );
    const load: Load = { deps, settled: false, promise: Promise.race([answered, overBudget]) };
    load.promise.then(
      (result) => {
        load.settled = true;
        load.result = result;
      },
      () => undefined,
    );
    void load.promise
      .finally(() => {
        clearTimeout(timer);
        this.controllers.delete(controller);
      })
      .catch(() => undefined);
    this.loads.set(key, load);
    return load.promise;
  }

  /** What the page carries to the browser: every answer the render used. */
  handOver(): Record<string, PageDataEntry> {
    const out: Record<string, PageDataEntry> = {};
    for (const [key, load] of this.loads) if (load.settled && load.result) out[key] = { deps: load.deps, value: load.result.value };
    return out;
  }

  /** Stops what is still loading (the render is over). */
  abort(): void {
    for (const controller of this.controllers) controller.abort();
  }
}
