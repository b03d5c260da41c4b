// @ts-check
/**
 * The embedded database on its own thread (decision 018): PGlite's WebAssembly runs here, so the server's event loop
 * only sends statements and receives rows. Plain JavaScript, so it starts the same under `node --import tsx`, vitest
 * and a bare `node`: nothing here needs compiling.
 *
 * Messages in: { id, op, ... } with op query | exec | begin | end | dump | close; out: { id, ok, result | error }.
 * A transaction is PGlite's own (it holds the database until it ends): `begin` opens it and answers its number, the
 * statements name it, and `end` commits or rolls it back, answering only once that is done.
 */
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @param {unknown} value */
const keepText = (value) => value;

/**
 * An error as plain data, with its code, constraint and cause (what the server reads from database errors).
 * @param {unknown} error
 * @param {number} [depth]
 * @returns {Record<string, unknown>}
 */
function plainError(error, depth = 0) {
  if (!error || typeof error !== 'object') return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const plain = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  const e = /** @type {{ name?: unknown, message?: unknown, cause?: unknown }} */ (error);
  plain.name = typeof e.name === 'string' ? e.name : 'Error';
  plain.message = typeof e.message === 'string' ? e.message : String(error);
  if (e.cause !== undefined && depth < 4) plain.cause = plainError(e.cause, depth + 1);
  return plain;
}

/** @type {PGlite} */
let db;
/**
 * The open transactions by number: PGlite's handle, how to end it, and the promise that settles once it has ended.
 * @typedef {{ tx?: import('@electric-sql/pglite').Transaction, end?: (commit: boolean) => void, done?: Promise<unknown> }} Open
 * @type {Map<number, Open>}
 */
const transactions = new Map();
let nextTransaction = 1;
/**
 * @param {{ text: string, params?: unknown[], rowMode?: 'array' | 'object', textTypes?: number[], tx?: number,
 *   name?: string }} m
 */
async function query(m) {
  const target = m.tx === undefined ? db : transactions.get(m.tx)?.tx;
  if (!target) throw new Error('the transaction has ended');
  /** @type {import('@electric-sql/pglite').QueryOptions} */
  const options = {};
  if (m.rowMode) options.rowMode = m.rowMode;
  if (m.textTypes) options.parsers = Object.fromEntries(m.textTypes.map((type) => [type, keepText]));
  const result =
    m.name && m.tx === undefined
      ? await runPrepared(m.name, m.text, m.params ?? [], options)
      : await target.query(m.text, m.params ?? [], options);
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/**
 * Named statements (the live game's few fixed ones, run hundreds of times a second): parsed and described once, then
 * only bound and executed, which skips half of PGlite's round trips into the database and lets PostgreSQL keep a
 * plan. Run under both of PGlite's locks, as its own `query` is, so never inside someone's transaction.
 * @type {Map<string, { text: string, types: number[], description: import('@electric-sql/pglite').BackendMessage | undefined }>}
 */
const prepared = new Map();

/** @param {Uint8Array} message */
const send = (message) => db.execProtocolStream(message, { syncToFs: false });

const sync = protocol.serialize.sync();

/**
 * Several protocol messages as one buffer: PGlite runs them all in one call into the database, as a client's one
 * network packet would be, and an error skips the rest up to the closing Sync (which is always last).
 * @param {Uint8Array[]} messages
 */
function concat(messages) {
  const out = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return out;
}

/**
 * @param {string} name
 * @param {string} text
 * @param {unknown[]} params
 * @param {import('@electric-sql/pglite').QueryOptions} options
 */
function runPrepared(name, text, params, options) {
  const pg = /** @type {any} */ (db);
  return pg._runExclusiveTransaction(() =>
    db.runExclusive(async () => {
      let statement = prepared.get(name);
      if (statement && statement.text !== text) throw new Error(`the statement ${name} was prepared with other SQL`);
      if (!statement) {
        const described = await send(
          concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), sync]),
        );
        statement = {
          text,
          types: parse.parseDescribeStatementResults(described),
          description: described.find((message) => message.name === 'rowDescription'),
        };
        prepared.set(name, statement);
      }
      const types = statement.types;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serialize = pg.serializers[types[i] ?? 0];
        return serialize ? serialize(param) : String(param);
      });
      const results = await send(
        concat([protocol.serialize.bind({ statement: name, values }), protocol.serialize.execute({}), sync]),
      );
      if (statement.description) results.unshift(statement.description);
      await db.syncToFs();
      return parse.parseResults(results, pg.parsers, options)[0];
    }),
  );
}

const rollback = new Error('rolled back');

/**
 * Opens a transaction and answers its number from inside it, once PGlite has opened it; a failure to open answers
 * here (nobody has the number then).
 * @param {{ id: number }} m
 */
function begin(m) {
  const number = nextTransaction++;
  /** @type {Open} */
  const entry = {};
  entry.done = db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        entry.tx = tx;
        entry.end = (commit) => (commit ? resolve(undefined) : reject(rollback));
        transactions.set(number, entry);
        port.postMessage({ id: m.id, ok: true, result: number });
      }),
  );
  entry.done.catch((error) => {
    if (!entry.tx) port.postMessage({ id: m.id, ok: false, error: plainError(error) });
  });
}

/** @param {any} m */
async function handle(m) {
  switch (m.op) {
    case 'query':
      return query(m);
    case 'exec': {
      const target = m.tx === undefined ? db : transactions.get(m.tx)?.tx;
      if (!target) throw new Error('the transaction has ended');
      return (await target.exec(m.text)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'end': {
      const open = transactions.get(m.tx);
      if (!open?.end) throw new Error('the transaction has ended');
      open.end(m.commit);
      try {
        await open.done;
      } catch (error) {
        if (error !== rollback) throw error;
      } finally {
        transactions.delete(m.tx);
      }
      return undefined;
    }
    case 'dump': {
      const file = await db.dumpDataDir('gzip');
      return await file.arrayBuffer();
    }
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
}

port.on('message', (m) => {
  if (m.op === 'begin') return begin(m);
  handle(m).then(
    (result) => port.postMessage({ id: m.id, ok: true, result }, result instanceof ArrayBuffer ? [result] : []),
    (error) => port.postMessage({ id: m.id, ok: false, error: plainError(error) }),
  );
});

try {
  // `load`: a gzipped data folder (dumpDataDir) to start from, as the tests' migrated template.
  const load = workerData.load ? new Blob([workerData.load], { type: 'application/x-gzip' }) : undefined;
  db = await PGlite.create(workerData.dir, { extensions: { pg_trgm }, ...(load ? { loadDataDir: load } : {}) });
  port.postMessage({ id: 0, ok: true });
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: plainError(error) });
}
