/** The e2e server: buildApp on a fresh embedded database, plus an SMTP catcher readable over HTTP. */
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { startMailbox } from '../../apps/server/test/mailbox';
import { e2ePorts } from './ports';

const dataDir = await mkdtemp(path.join(tmpdir(), 'qa-e2e-'));
const mailbox = await startMailbox();

const mailApi = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/messages' ? mailbox.messages : []));
});
await new Promise<void>((resolve) => mailApi.listen(e2ePorts.mailApi, '127.0.0.1', resolve));

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: String(e2ePorts.app),
  DATA_DIR: dataDir,
  SMTP_URL: mailbox.url,
  PUBLIC_URL: `http://localhost:${e2ePorts.app}`,
  AUTH_RATE_LIMIT_MAX: '1000',
  LOG_LEVEL: 'warn',
});
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

async function stop() {
  await app.close();
  await mailbox.close();
  mailApi.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
