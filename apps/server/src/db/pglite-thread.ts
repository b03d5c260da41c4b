/**
 * The embedded database behind a worker thread (decision 018): the server's side of pglite-worker.mjs. It offers the
 * part of PGlite's client that Drizzle's PGlite driver and the hot-path statements use (`query`, `exec`,
 * `transaction`), so everything above it is unchanged, while the WebAssembly runs on the other core.
 */
import { Worker } from 'node:worker_threads';

export interface ThreadResults<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** A fixed statement run often: prepared once under this name (outside transactions). */
  name?: string;
  /** Drizzle keeps dates and intervals as text: only such identity parsers cross the thread, named by type. */
  parsers?: Record<number, unknown>;
}

/** What a statement can run on: the database, or one open transaction. */
export interface ThreadQueryable {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<ThreadResults<T>>;
  exec(text: string): Promise<ThreadResults[]>;
}

export interface ThreadTransaction extends ThreadQueryable {
  closed: boolean;
  rollback(): Promise<void>;
}

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: Record<string, unknown>;
}

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** An error from the worker, rebuilt with its code, constraint and cause, as the server reads database errors. */
function rebuilt(plain: Record<string, unknown>): Error {
  const { message, name, cause, ...rest } = plain;
  const error = new Error(String(message), cause ? { cause: rebuilt(cause as Record<string, unknown>) } : undefined);
  Object.assign(error, rest);
  if (typeof name === 'string') error.name = name;
  return error;
}

/** The --cpu-prof flags among `flags`, with the values given apart from them. */
function profileFlags(flags: string[]) {
  const kept: string[] = [];
  flags.forEach((flag, i) => {
    if (!flag.startsWith('--cpu-prof')) return;
    kept.push(flag);
    if (flag !== '--cpu-prof' && !flag.includes('=') && flags[i + 1] !== undefined) kept.push(flags[i + 1]!);
  });
  return kept;
}

class RolledBack extends Error {}

export class PgliteThread implements ThreadQueryable {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private stopped: Error | undefined;

  private constructor(dir: string, load: Uint8Array | undefined) {
    // None of the server's own flags (its --import hooks) apply to the worker, but a CPU profile covers it too.
    const execArgv = profileFlags(process.execArgv);
    this.worker = new Worker(workerUrl, { workerData: { dir, load }, execArgv });
    this.worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(rebuilt(reply.error ?? { message: 'the embedded database failed' }));
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const waiter of this.waiting.values()) waiter.reject(this.stopped);
      this.waiting.clear();
    };
    this.worker.on('error', stop);
    this.worker.on('exit', (code) => stop(new Error(`the embedded database's thread stopped (exit code ${code})`)));
  }

  /**
   * Opens the database in `dir` (or 'memory://') on its thread; rejects with PGlite's own error when it cannot.
   * `load`, a gzipped data folder from `dump()`, is what a new database starts with (the tests' migrated template).
   */
  static async open(dir: string, load?: Uint8Array) {
    const thread = new PgliteThread(dir, load);
    try {
      await new Promise((resolve, reject) => thread.waiting.set(0, { resolve, reject }));
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private statement<T>(tx: number | undefined, text: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.send<ThreadResults<T>>({
      op: 'query',
      tx,
      text,
      params,
      rowMode: options.rowMode,
      name: options.name,
      textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    });
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.statement<T>(undefined, text, params, options);
  }

  exec(text: string) {
    return this.send<ThreadResults[]>({ op: 'exec', text });
  }

  /** PGlite's transaction: holds the database until `fn` settles, then commits, or rolls back and rethrows. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const number = await this.send<number>({ op: 'begin' });
    const tx: ThreadTransaction = {
      closed: false,
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.statement<R>(number, text, params, options),
      exec: (text: string) => this.send<ThreadResults[]>({ op: 'exec', tx: number, text }),
      rollback: () => Promise.reject(new RolledBack('rolled back')),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      tx.closed = true;
      // The error that made it roll back is the one to report, even if the thread has stopped meanwhile.
      await this.send({ op: 'end', tx: number, commit: false }).catch(() => undefined);
      throw error;
    }
    tx.closed = true;
    await this.send({ op: 'end', tx: number, commit: true });
    return result;
  }

  /** The data folder as one gzipped tar, consistent. */
  async dump() {
    return Buffer.from(await this.send<ArrayBuffer>({ op: 'dump' }));
  }

  async close() {
    if (this.stopped) return;
    try {
      await this.send({ op: 'close' });
    } finally {
      this.stopped = new Error('the embedded database is closed');
      await this.worker.terminate();
    }
  }
}
