import { ServedCounter } from './served';

describe('ServedCounter', () => {
  it('counts each client once per remote and release within a window, and drains on take', () => {
    let t = 0;
    const counter = new ServedCounter(1000, 100, () => t);
    for (let i = 0; i < 50; i++) counter.count('casino', 'r2', '10.0.0.1');
    counter.count('casino', 'r2', '10.0.0.2');
    counter.count('profile', 'p2', '10.0.0.1');
    expect(counter.take()).toEqual([
      {
        remote: 'casino',
        release: 'r2',
        hour: 0,
        n: 0,
        clients: [
          { client: '10.0.0.1', window: 0 },
          { client: '10.0.0.2', window: 0 },
        ],
      },
      { remote: 'profile', release: 'p2', hour: 0, n: 0, clients: [{ client: '10.0.0.1', window: 0 }] },
    ]);
    expect(counter.take()).toEqual([]);
    counter.count('casino', 'r2', '10.0.0.1');
    expect(counter.hasPending).toBe(false);
    t = 1000;
    counter.count('casino', 'r2', '10.0.0.1');
    expect(counter.take()).toEqual([{ remote: 'casino', release: 'r2', hour: 0, n: 0, clients: [{ client: '10.0.0.1', window: 1 }] }]);
    // Loads are kept per hour: a new hour starts a new count.
    t = 3_600_000 + 5;
    counter.count('casino', 'r2', '10.0.0.1');
    expect(counter.take()).toEqual([{ remote: 'casino', release: 'r2', hour: 3_600_000, n: 0, clients: [{ client: '10.0.0.1', window: 3600 }] }]);
  });

  it('remembers a bounded number of clients and counts unnamed callers every time', () => {
    const counter = new ServedCounter(1000, 2, () => 0);
    for (const ip of ['a', 'b', 'c', 'd']) counter.count('casino', 'r', ip);
    counter.count('casino', 'r', null);
    counter.count('casino', 'r', null);
    expect(counter.take()).toEqual([
      {
        remote: 'casino',
        release: 'r',
        hour: 0,
        n: 2,
        clients: [
          { client: 'a', window: 0 },
          { client: 'b', window: 0 },
        ],
      },
    ]);
  });
});
