/**
 * Times every statement a database client sends, at the one place each driver runs them (db/client.ts), for the
 * metrics' query-time histogram. With no listener (METRICS_TOKEN unset) a call goes straight through, untimed.
 */
import { performance } from 'node:perf_hooks';

export type QueryTimeListener = (seconds: number) => void;

type Method = (...args: unknown[]) => unknown;

export class QueryTimer {
  // A set, not one listener: the tests' apps share one database handle, each app timing it while it runs.
  private readonly listeners = new Set<QueryTimeListener>();

  /** Tells `listener` each statement's time from now on; the function returned stops it. */
  listen(listener: QueryTimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Replaces `target[name]` by a timed call: until its promise settles, or until its callback is called (node-postgres
   * also takes a callback as last argument; its pool's own `query` calls the client's that way).
   */
  wrap<K extends string>(target: { [key in K]: unknown }, name: K) {
    const original = (target[name] as Method).bind(target);
    target[name] = ((...args: unknown[]) => {
      if (this.listeners.size === 0) return original(...args);
      const started = performance.now();
      const done = () => this.tell(started);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          done();
          return (callback as Method)(...results);
        };
        return original(...args);
      }
      const result = original(...args);
      // A statement streamed through `submit` (a cursor) returns no promise: it is left untimed.
      if (result instanceof Promise) result.then(done, done);
      return result;
    }) as never;
  }

  /**
   * A client whose transactions hand their callback an object of their own to query with (the embedded database's
   * thread): each transaction's `query` and `exec` are timed as the client's are.
   */
  wrapTransactions<Tx extends { query: unknown; exec: unknown }>(target: {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }) {
    const original = target.transaction.bind(target);
    target.transaction = <T>(fn: (tx: Tx) => Promise<T>) =>
      original((tx: Tx) => {
        this.wrap(tx, 'query');
        this.wrap(tx, 'exec');
        return fn(tx);
      });
  }

  private tell(started: number) {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of this.listeners) listener(seconds);
  }
}
