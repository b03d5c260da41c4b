/**
 * DATA_DIR/server.json: written by a server running on the embedded database, so the CLIs know it is there (PGlite
 * allows one process per data folder) and can ask it for a consistent backup with the key only it and the owner of
 * the folder can read.
 */
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface RunningServer {
  pid: number;
  /** http://host:port */
  url: string;
  /** The secret that opens GET /api/internal/backup. */
  key: string;
}

const fileOf = (dataDir: string) => path.join(dataDir, 'server.json');

export async function writeServerFile(dataDir: string, server: RunningServer) {
  await writeFile(fileOf(dataDir), JSON.stringify(server), { mode: 0o600 });
}

export async function removeServerFile(dataDir: string, pid = process.pid) {
  // Only our own: a second server refused at start-up must not remove the first one's file.
  if (runningServer(dataDir)?.pid === pid) await rm(fileOf(dataDir), { force: true });
}

/** The server running on this folder, or undefined (no file, or its process is gone). */
export function runningServer(dataDir: string): RunningServer | undefined {
  let server: RunningServer;
  try {
    server = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as RunningServer;
  } catch {
    return undefined;
  }
  try {
    process.kill(server.pid, 0);
    return server;
  } catch (error) {
    // EPERM: alive, but someone else's.
    return (error as { code?: string }).code === 'EPERM' ? server : undefined;
  }
}
