import Fastify from 'fastify';
import { injectDeliver, repeatEvery, stopBackgroundWork } from './delivery';

describe('repeatEvery', () => {
  it('runs a round when the server is ready, and closing waits for a round in progress', async () => {
    const app = Fastify({ logger: false });
    let finishRound!: () => void;
    const events: string[] = [];
    let rounds = 0;
    repeatEvery(app, 60_000, 'test rounds', async () => {
      rounds++;
      events.push('round started');
      await new Promise<void>((resolve) => (finishRound = resolve));
      events.push('round finished');
    });
    app.addHook('onClose', async () => void events.push('closed'));
    await app.ready();
    expect(rounds).toBe(1);
    const closing = app.close().then(() => events.push('close answered'));
    // The close is held by the round, whatever else settles meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['round started']);
    finishRound();
    await closing;
    expect(events).toEqual(['round started', 'round finished', 'closed', 'close answered']);
    expect(rounds).toBe(1);
  });

  it('logs a failed round and closes without waiting for anything', async () => {
    const errors: string[] = [];
    const app = Fastify({ logger: false });
    app.log.error = ((_: unknown, message: string) => void errors.push(message)) as typeof app.log.error;
    repeatEvery(app, 60_000, 'failing rounds', async () => {
      throw new Error('provider down');
    });
    await app.ready();
    await app.close();
    expect(errors).toEqual(['failing rounds failed']);
  });

  /** An app whose one background round, once let go, sends three callbacks to the app itself; answers their statuses. */
  async function appWithCallbacks() {
    const app = Fastify({ logger: false });
    app.post('/callback', async () => ({ ok: true }));
    const deliver = injectDeliver(app);
    const statuses: number[] = [];
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    repeatEvery(app, 60_000, 'callback rounds', async () => {
      await gate;
      for (let i = 0; i < 3; i++) statuses.push((await deliver('/callback', { 'content-type': 'application/json' }, '{}').catch(() => ({ status: 0 }))).status);
    });
    await app.ready();
    return { app, statuses, letGo };
  }

  it("stops before the close, so the round in progress still reaches the app's own routes", async () => {
    const { app, statuses, letGo } = await appWithCallbacks();
    const stopping = stopBackgroundWork(app);
    letGo();
    await stopping;
    expect(statuses).toEqual([200, 200, 200]);
    await app.close();
    expect(statuses).toEqual([200, 200, 200]);
  });

  it('left to the close, the round finds its later callbacks refused (why the server stops it first)', async () => {
    const { app, statuses, letGo } = await appWithCallbacks();
    const closing = app.close();
    letGo();
    await closing;
    // The close waited for the round, but a closing app answers no `inject`: the last ones never arrived.
    expect(statuses).toHaveLength(3);
    expect(statuses.at(-1)).toBe(0);
  });
});
