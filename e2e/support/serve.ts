/**
 * The e2e servers: buildApp on fresh embedded databases, serving the built web app, with mail caught by an SMTP
 * catcher readable over HTTP. The second app has a fake OpenAI-compatible provider on loopback.
 */
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { startFakeOpenAi } from '../../apps/server/test/fake-openai';
import { startMailbox } from '../../apps/server/test/mailbox';
import { testPasswordHashing } from '../../apps/server/test/password-hashing';
import { e2eAdminEmail } from './admin';
import { e2ePorts } from './ports';

const mailbox = await startMailbox();
const mailApi = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/messages' ? mailbox.messages : []));
});
await new Promise<void>((resolve) => mailApi.listen(e2ePorts.mailApi, '127.0.0.1', resolve));
const fakeAi = await startFakeOpenAi();

const dataDirs: string[] = [];
async function start(port: number, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qa-e2e-'));
  dataDirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    PUBLIC_URL: `http://localhost:${port}`,
    RATE_LIMIT_AUTH_PER_ADDRESS: '1000',
    ...testPasswordHashing,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

const apps = [
  await start(e2ePorts.app, { ADMIN_EMAILS: e2eAdminEmail }),
  await start(e2ePorts.aiApp, { AI_BASE_URL: fakeAi.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'e2e-key' }),
];

async function stop() {
  for (const app of apps) await app.close();
  await fakeAi.close();
  await mailbox.close();
  mailApi.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
