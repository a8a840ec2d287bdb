import Fastify from 'fastify';
import { repeatEvery } from './delivery';

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
});
