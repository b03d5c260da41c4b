/**
 * A server gone for a minute and a half in the middle of a private chat, on a phone: the page keeps trying by
 * itself, says so inside the chat, and when the server is back the chat catches up and the message typed during
 * the outage goes out once (issue 36). The journey runs its own server process so that it can stop and restart it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killServerProcesses, startServerProcess } from '../apps/server/test/server-process';
import { afterSplash, expect, storeSession, test } from './support/fixtures';
import { accountOn as account, callServer as call } from './support/own-server';
import { smallPhone } from './support/phone';

let dataDir = '';
const jwtSecret = randomBytes(32).toString('base64url');
// Started beside another journey on a busy 2-core machine, the server once took over a minute to answer (CI).
const settings = () => ({
  dataDir,
  jwtSecret,
  env: { WEB_DIST: path.resolve('apps/web/dist') },
  startTimeoutMs: 180_000,
});
const socketBanner = 'Socket connection not established. Some real-time features may be limited.';
/** Long enough that socket.io's own five attempts are long spent. */
const outageMs = 90_000;

test.afterAll(async () => {
  killServerProcesses();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('A chat on a phone comes back by itself after a 90 s outage, and the message typed meanwhile goes once', async ({
  browser,
}) => {
  test.slow();
  dataDir = await mkdtemp(path.join(tmpdir(), 'qa-e2e-outage-'));
  let server = await startServerProcess(settings());
  const mai = await account(server, 'Mai Phone');
  const tuan = await account(server, 'Tuan Desk');
  const sent = await call<{ data: { request: { _id: string } } }>(
    server,
    'POST',
    `/api/friends/request/${tuan.id}`,
    undefined,
    mai.token,
  );
  await call(server, 'PUT', `/api/friends/request/${sent.data.request._id}`, { accept: true }, tuan.token);

  const phone = await (await browser.newContext(smallPhone)).newPage();
  const desk = await (await browser.newContext()).newPage();
  await storeSession(phone, mai.record);
  await storeSession(desk, tuan.record);
  await phone.goto(`${server.url}/friends?chat=${tuan.id}`);
  await desk.goto(`${server.url}/friends?chat=${mai.id}`);
  await Promise.all([afterSplash(phone), afterSplash(desk)]);
  const phoneChat = phone.getByRole('region', { name: 'Chat with Tuan Desk' });
  const deskChat = desk.getByRole('region', { name: 'Chat with Mai Phone' });
  const deskHistory = deskChat.getByRole('list', { name: 'Chat history' });

  await test.step('the two chat as usual', async () => {
    await phoneChat.getByLabel('Message', { exact: true }).fill('Before the outage');
    await phoneChat.getByLabel('Message', { exact: true }).press('Enter');
    await expect(deskHistory.getByText('Before the outage')).toBeVisible();
  });

  await test.step('the server goes: the chat says so where the phone is looking, and a message waits', async () => {
    const stopped = await server.stop('SIGTERM');
    expect(stopped.code, server.output.join('').slice(-4000)).toBe(0);
    const notice = phoneChat.getByRole('alert').filter({ hasText: socketBanner });
    await expect(notice).toBeInViewport();
    // One notice: no connection toast on top of the chat's own.
    await expect(phone.getByText('Connection lost. Trying to reconnect...')).toHaveCount(0);
    await phoneChat.getByLabel('Message', { exact: true }).fill('Typed while it was down');
    await phoneChat.getByRole('button', { name: 'Send' }).click();
    await expect(phoneChat.getByText('Typed while it was down')).toBeVisible();
    await expect(phoneChat.getByRole('img', { name: 'Not sent' })).toBeVisible();
  });

  await test.step('a minute and a half later the server is back: nobody presses anything', async () => {
    await phone.waitForTimeout(outageMs);
    await expect(phone.getByText('Could not connect to real-time updates', { exact: false })).toHaveCount(0);
    server = await startServerProcess({ ...settings(), port: server.port });
    await expect(phoneChat.getByRole('alert').filter({ hasText: socketBanner })).toBeHidden({ timeout: 30_000 });
    await expect(deskChat.getByRole('alert').filter({ hasText: socketBanner })).toBeHidden({ timeout: 30_000 });
  });

  await test.step('the waiting message went once, and the chat goes on both ways', async () => {
    await expect(phoneChat.getByRole('img', { name: 'Not sent' })).toHaveCount(0, { timeout: 30_000 });
    await expect(deskHistory.getByText('Typed while it was down')).toHaveCount(1, { timeout: 30_000 });
    await deskChat.getByLabel('Message', { exact: true }).fill('Welcome back');
    await deskChat.getByLabel('Message', { exact: true }).press('Enter');
    await expect(phoneChat.getByText('Welcome back')).toBeVisible();
    for (const page of [phone, desk]) {
      await page.reload();
      await afterSplash(page);
    }
    for (const chat of [phoneChat, deskChat]) {
      const history = chat.getByRole('list', { name: 'Chat history' });
      await expect(history.getByText('Welcome back')).toBeVisible();
      await expect(history.getByText('Before the outage')).toHaveCount(1);
      await expect(history.getByText('Typed while it was down')).toHaveCount(1);
    }
  });

  const last = await server.stop('SIGTERM');
  expect(last.code, `${last.ms} ms\n${server.output.join('').slice(-4000)}`).toBe(0);
});
