import type { WebSocketRoute } from '@playwright/test';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';

const socketBanner = 'Socket connection not established. Some real-time features may be limited.';

test('Two people become friends and chat live: search, request, accept, messages both ways, typing, a failed send while cut off', async ({
  browser,
  request,
}) => {
  const marker = Date.now().toString(36);
  const anna = await signUp(request, { displayName: `Anna ${marker}`, username: `anna_${marker}` });
  const binh = await signUp(request, { displayName: `Binh ${marker}`, username: `binh_${marker}` });

  const annaContext = await browser.newContext();
  const binhContext = await browser.newContext();
  const annaPage = await annaContext.newPage();
  const binhPage = await binhContext.newPage();
  await storeSession(annaPage, anna.record);
  // Anna's tab can be cut off from the server (as when it stops or the network drops): its realtime connection
  // closed, and every request to the API or for a new connection refused, until it is let through again.
  let offline = false;
  const annaSockets: WebSocketRoute[] = [];
  await annaPage.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (offline) return socket.close();
    socket.connectToServer();
    annaSockets.push(socket);
  });
  await annaPage.route(/\/(api|socket\.io)\//, (route) =>
    offline ? route.abort('connectionrefused') : route.continue(),
  );
  await storeSession(binhPage, binh.record);
  await binhPage.goto('/friends');
  await afterSplash(binhPage);
  await expect(binhPage.getByText('No friends yet.')).toBeVisible();

  await test.step('Anna finds Binh and sends a request; the button turns into Sent', async () => {
    await annaPage.goto('/friends');
    await afterSplash(annaPage);
    await annaPage.getByRole('tab', { name: 'Search' }).click();
    await annaPage.getByPlaceholder('Search by username...').fill(`binh_${marker}`);
    const row = annaPage.getByRole('listitem').filter({ hasText: `Binh ${marker}` });
    await row.getByRole('button', { name: 'Add friend' }).click();
    await expect(row.getByRole('button', { name: 'Sent' })).toBeDisabled();
    await expect(annaPage.getByText('Friend request sent!')).toBeVisible();
  });

  await test.step('Binh sees the request arrive without reloading and accepts it', async () => {
    const requestsTab = binhPage.getByRole('tab', { name: /Friend Request/ });
    await expect(requestsTab).toContainText('1');
    await requestsTab.click();
    await binhPage.getByRole('button', { name: 'Accept' }).click();
    await expect(binhPage.getByText('Friend request accepted!')).toBeVisible();
    await expect(binhPage.getByText('You have no friend requests.')).toBeVisible();
  });

  await test.step('they chat both ways, each seeing the other type', async () => {
    await binhPage.getByRole('tab', { name: 'Friends List' }).click();
    await binhPage.getByText(`Anna ${marker}`).click();
    await expect(binhPage.getByText('No messages yet.')).toBeVisible();

    await annaPage.getByRole('tab', { name: 'Friends List' }).click();
    await annaPage.getByText(`Binh ${marker}`).click();
    await annaPage.getByLabel('Message', { exact: true }).pressSequentially('Xin chào Binh!');
    await expect(binhPage.getByText(`Anna ${marker} is typing...`)).toBeVisible();
    await annaPage.getByRole('button', { name: 'Send' }).click();
    await expect(binhPage.getByText('Xin chào Binh!')).toBeVisible();
    await expect(binhPage.getByText(`Anna ${marker} is typing...`)).toBeHidden({ timeout: 10_000 });

    await binhPage.getByLabel('Message', { exact: true }).fill('Chào Anna, khỏe không?');
    await binhPage.getByLabel('Message', { exact: true }).press('Enter');
    await expect(annaPage.getByText('Chào Anna, khỏe không?')).toBeVisible();
    await expect(annaPage.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  await test.step('cut off from the server, a message waits "not sent" in the chat; back online it goes, once', async () => {
    offline = true;
    for (const socket of annaSockets) await socket.close();
    const annaChat = annaPage.getByRole('region', { name: `Chat with Binh ${marker}` });
    await expect(annaChat.getByText(socketBanner)).toBeVisible();
    await annaPage.getByLabel('Message', { exact: true }).fill('Are you still there?');
    await annaPage.getByRole('button', { name: 'Send' }).click();
    const failed = annaPage.getByRole('listitem').filter({ hasText: 'Are you still there?' });
    await expect(failed.getByRole('img', { name: 'Not sent' })).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Not sent · Tap to send again' })).toBeVisible();

    offline = false;
    // The client's own retries may get there before the button is pressed: either way the banner goes, and the
    // waiting message goes with it, by itself.
    await annaPage
      .getByRole('button', { name: 'Reconnect' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await expect(annaPage.getByText(socketBanner)).toBeHidden();
    await expect(binhPage.getByText('Are you still there?')).toHaveCount(1);
    await expect(failed.getByRole('img', { name: 'Not sent' })).toHaveCount(0);
    await annaPage.getByLabel('Message', { exact: true }).fill('Back online!');
    await annaPage.getByLabel('Message', { exact: true }).press('Enter');
    await expect(binhPage.getByText('Back online!')).toBeVisible();
    await expect(binhPage.getByText('Are you still there?')).toHaveCount(1);
  });

  await annaContext.close();
  await binhContext.close();
});
