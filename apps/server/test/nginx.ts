/**
 * Debian's nginx in front of test instances, run from docs/deploy/nginx.conf itself: only the instances' addresses,
 * the listen address and the access log's path are replaced, so the documented file is the one tested. nginx runs
 * from a temp folder on a free high port (nothing needs root) and goes when this test process ends in any way.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const documentedConfig = path.join(repoRoot, 'docs/deploy/nginx.conf');
/** The instances the documented file lists, replaced by the test's. */
const documentedInstances = ['127.0.0.1:3000', '127.0.0.1:3001'];
const running = new Set<ChildProcess>();

/** nginx's path, or undefined when it is not installed (Debian puts it in /usr/sbin, not always on PATH). */
export function nginxBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const binary = found.stdout.trim().split('\n')[0];
  return found.status === 0 && binary ? binary : undefined;
}

/** Replaces what must be there, and says so when the documented file no longer has it. */
function replaceAll(text: string, find: string | RegExp, by: string, what: string) {
  const pattern = typeof find === 'string' ? new RegExp(find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : find;
  if (!pattern.test(text)) throw new Error(`docs/deploy/nginx.conf no longer has ${what} (${String(find)})`);
  return text.replace(pattern, by);
}

/** docs/deploy/nginx.conf, pointed at `instances` and listening on `port`, logging to `accessLog`. */
export async function testSiteConfig(options: { instances: string[]; port: number; accessLog: string }) {
  let site = await readFile(documentedConfig, 'utf8');
  for (const [i, documented] of documentedInstances.entries()) {
    site = replaceAll(site, documented, options.instances[i]!, `instance ${documented}`);
  }
  site = replaceAll(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${options.port};`, 'a `listen 80;`');
  return replaceAll(site, /access_log \S+ quiz_upstream;/, `access_log ${options.accessLog} quiz_upstream;`, 'its log');
}

export interface LoggedRequest {
  method: string;
  uri: string;
  status: number;
  /** Every instance tried, in order: the last one answered. */
  upstreams: string[];
}

export interface RunningNginx {
  url: string;
  /** The requests nginx has finished so far (a WebSocket is logged when it closes). */
  requests(): Promise<LoggedRequest[]>;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

const logLine = /"(\S+) (\S+) HTTP\/[\d.]+" (\d{3}) \d+ upstream=(.*?) upstream_status=/;

/**
 * Starts nginx with the documented site in front of `instances` ("host:port"), resolving once it listens. nginx
 * runs under a shell that waits on this process's pipe: when the pipe closes (stop(), or this process ending in any
 * way), the shell stops nginx, as bench/server-guard.ts does for the server processes.
 */
export async function startNginx(options: { binary: string; instances: string[] }): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qa-nginx-'));
  // Run as root, nginx's workers become `nobody`, who must reach the temp folders inside this one.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'logs'));
  const port = await freePort();
  const accessLog = path.join(dir, 'logs/access.log');
  const errorLog = path.join(dir, 'logs/error.log');
  await writeFile(path.join(dir, 'site.conf'), await testSiteConfig({ ...options, port, accessLog }));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  // (A job put in the background reads /dev/null unless told otherwise: the watcher is given the pipe as fd 3.)
  const guard =
    'exec 3<&0; nginx="$1"; shift; "$nginx" "$@" & pid=$!; (cat >/dev/null <&3; kill -TERM $pid 2>/dev/null) & wait $pid';
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog];
  const child = spawn('sh', ['-c', guard, 'nginx-guard', options.binary, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  running.add(child);
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stdin!.on('error', () => undefined);
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      gone = true;
      running.delete(child);
      resolve();
    }),
  );
  const readErrorLog = () => readFile(errorLog, 'utf8').catch(() => '');

  const deadline = Date.now() + 30_000;
  while (!(await listening(port))) {
    if (gone || Date.now() > deadline) {
      child.stdin!.end();
      const said = `${output.join('')}\n${await readErrorLog()}`;
      await exited;
      await rm(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    async requests() {
      const text = await readFile(accessLog, 'utf8').catch(() => '');
      return text
        .split('\n')
        .map((line) => logLine.exec(line))
        .filter((match) => match !== null)
        .map(([, method, uri, status, upstreams]) => ({
          method: method!,
          uri: uri!,
          status: Number(status),
          upstreams: upstreams!.split(/[,:]\s+/).filter((u) => u !== '' && u !== '-'),
        }));
    },
    errorLog: readErrorLog,
    async stop() {
      child.stdin!.end();
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Stops whatever nginx is still running (afterAll). */
export function stopNginxProcesses() {
  for (const child of running) child.stdin!.end();
}

function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
