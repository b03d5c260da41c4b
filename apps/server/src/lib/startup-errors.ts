/**
 * Why the server could not start, in one line a person can act on: the cause is found by its error code anywhere
 * in the error's cause chain (Drizzle, pg, node-redis and PGlite wrap what went wrong), never by a stack trace.
 */
import type { Config } from '../config';

export class StartupError extends Error {}

interface Coded {
  code?: unknown;
  errno?: unknown;
  syscall?: unknown;
  path?: unknown;
  address?: unknown;
  port?: unknown;
  message?: unknown;
}

/**
 * The embedded database's file-system errors arrive as Emscripten's ErrnoError, with WASI's errno numbers rather
 * than Node's codes.
 */
const wasiErrno: Record<number, string> = { 2: 'EACCES', 51: 'ENOSPC', 54: 'ENOTDIR', 63: 'EPERM', 69: 'EROFS' };

export function fileSystemCodeOf(error: unknown): string | undefined {
  const e = error as Coded & { name?: unknown };
  if (typeof e?.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
  if (e?.name === 'ErrnoError' && typeof e.errno === 'number') return wasiErrno[e.errno] ?? `errno ${e.errno}`;
  return undefined;
}

/** Every error in the chain: the error, its cause, theirs, and AggregateError's members. */
function chain(error: unknown): Coded[] {
  const found: Coded[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== 'object' || depth > 8 || found.includes(e as Coded)) return;
    const code = fileSystemCodeOf(e);
    found.push(code ? { ...(e as Coded), code } : (e as Coded));
    visit((e as { cause?: unknown }).cause, depth + 1);
    for (const inner of (e as { errors?: unknown[] }).errors ?? []) visit(inner, depth + 1);
  };
  visit(error, 0);
  return found;
}

const codeIn = (errors: Coded[], ...codes: string[]) =>
  errors.find((e) => typeof e.code === 'string' && codes.includes(e.code));

/** host:port of a URL, never its password. */
function where(url: string | undefined) {
  try {
    const parsed = new URL(url ?? '');
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return 'the configured address';
  }
}

function databaseName(url: string | undefined) {
  try {
    return decodeURIComponent(new URL(url ?? '').pathname.slice(1));
  } catch {
    return '';
  }
}

export function describeStartupError(error: unknown, config: Pick<Config, 'port' | 'dataDir' | 'databaseUrl'>) {
  const errors = chain(error);
  const first = errors[0];
  const line = (text: string) => `Start-up failed: ${text}`;

  if (error instanceof StartupError) return line(error.message);
  if (codeIn(errors, 'EADDRINUSE')) {
    return line(`port ${config.port} is already in use (PORT). Stop the other server or choose another PORT.`);
  }
  if (codeIn(errors, 'ENOSPC', 'EDQUOT')) {
    return line(`no space left on the disk holding DATA_DIR ${config.dataDir}. Free some space and start again.`);
  }
  const fs = codeIn(errors, 'EACCES', 'EPERM', 'EROFS');
  if (fs && !config.databaseUrl) {
    const reason = fs.code === 'EROFS' ? 'read-only file system' : 'permission denied';
    return line(
      `DATA_DIR ${config.dataDir} is not writable (${reason}${typeof fs.path === 'string' ? `: ${fs.path}` : ''}). ` +
        'Point DATA_DIR at a folder this user can write to.',
    );
  }
  if (codeIn(errors, 'ENOTDIR', 'EEXIST') && !config.databaseUrl) {
    return line(`DATA_DIR ${config.dataDir} cannot hold the data: a file is in the way of a folder it needs.`);
  }
  if (config.databaseUrl) {
    const at = where(config.databaseUrl);
    if (codeIn(errors, 'ECONNREFUSED')) {
      return line(`cannot connect to PostgreSQL at ${at} (connection refused). Check DATABASE_URL.`);
    }
    if (codeIn(errors, 'ENOTFOUND', 'EAI_AGAIN')) {
      return line(`cannot find the PostgreSQL host of DATABASE_URL (${at}). Check DATABASE_URL.`);
    }
    if (codeIn(errors, 'ETIMEDOUT')) return line(`PostgreSQL at ${at} did not answer in time. Check DATABASE_URL.`);
    if (codeIn(errors, '3D000')) {
      return line(
        `PostgreSQL at ${at} has no database "${databaseName(config.databaseUrl)}". Create it or check DATABASE_URL.`,
      );
    }
    if (codeIn(errors, '28P01', '28000')) {
      return line(`PostgreSQL at ${at} refused the user or password of DATABASE_URL.`);
    }
  }
  const message = typeof first?.message === 'string' ? first.message : fileSystemCodeOf(error);
  return line((message ?? 'unknown error').split('\n')[0]!);
}
