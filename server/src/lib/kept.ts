// What the server keeps from an account's rows between calls (lists' JSON, replies, sessions), each
// current while a count it was read at stays: per connection, the newest kept, the oldest let go.
import type { Db } from './db.js';

/** A map per connection (weakly held: a closed database lets what was kept from it go). */
export function perConnection<K, V>(): (db: Db) => Map<K, V> {
  const maps = new WeakMap<Db, Map<K, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) maps.set(db, (map = new Map<K, V>()));
    return map;
  };
}

/** Keeps `value` under `key` as the newest of `map` (a Map keeps its keys in the order set), letting the oldest go past `limit`. */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, limit: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}
