import DataLoader from 'dataloader'
import type { Executor } from './index'

/**
 * A read by key that the requests of one turn of the event loop share: each caller asks for its own
 * key, and the keys asked for in one turn go to the database as one statement (a DataLoader per
 * database handle, flushed on setImmediate, so the requests read in one poll of the sockets share
 * it). Under load most of a hot read's cost in this process is the round trip itself, the kernel's
 * send on loopback and the backend it wakes, and a batch pays it
 * once. Nothing is cached between turns: every request reads what the database holds at that moment.
 */
export function batchedPerTurn<K, V>(load: (db: Executor, keys: readonly K[]) => Promise<Map<K, V>>): (db: Executor, key: K) => Promise<V | undefined> {
  const loaders = new WeakMap<Executor, DataLoader<K, V | undefined>>()
  return (db, key) => {
    let loader = loaders.get(db)
    if (!loader) {
      loader = new DataLoader(
        async (keys: readonly K[]) => {
          const found = await load(db, keys)
          return keys.map((k) => found.get(k))
        },
        { cache: false, batchScheduleFn: (flush) => setImmediate(flush) },
      )
      loaders.set(db, loader)
    }
    return loader.load(key)
  }
}
