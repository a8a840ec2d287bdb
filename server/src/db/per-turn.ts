import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * A statement shared by the calls of one turn of the event loop: `gathered(db, key)` answers what
 * `run(db, keys)` answered for `key`, where `keys` are all those asked of `db` in the same turn (up
 * to `maxBatch`), sent after the poll phase so the calls read from every socket in that turn share it.
 * An `Error` in `run`'s answer refuses that key's call alone. Nothing is kept between turns.
 */
export function perTurn<K, V>(run: (db: Kysely<DB>, keys: readonly K[]) => Promise<Array<V | Error>>, maxBatch = 500): (db: Kysely<DB>, key: K) => Promise<V> {
  const loaders = new WeakMap<Kysely<DB>, DataLoader<K, V>>();
  return (db, key) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader((keys) => run(db, keys), { cache: false, maxBatchSize: maxBatch, batchScheduleFn: (next) => setImmediate(next) });
      loaders.set(db, loader);
    }
    return loader.load(key);
  };
}
