import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import type { DirectMessage, FriendRequest } from '@quiz/contract/social';
import { chatMessages } from '../db/schema/social';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';
import { data, openClient, type Made } from '../../test/sockets';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const open = (who: Made) => openClient(t.url, who, t.sockets);
const call = (who: Made, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api${path}`, headers: who.auth, ...(payload ? { payload } : {}) });

describe('friends live', () => {
  it('delivers a friend request and its acceptance as they happen', async () => {
    const a = await makeUser(t.app, { displayName: 'Asker' });
    const b = await makeUser(t.app);
    const [aLive, bLive] = await Promise.all([open(a), open(b)]);
    const requested = bLive.next<FriendRequest>('friend-request');
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    expect((await requested).sender.displayName).toBe('Asker');
    const accepted = aLive.next<{ friend: { _id: string } }>('friend-accepted');
    await call(b, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
    expect((await accepted).friend._id).toBe(b.user.id);
  });

  it('lets two friends chat both ways with typing, and reaches every tab of each', async () => {
    const a = await makeUser(t.app, { displayName: 'Ann' });
    const b = await makeUser(t.app, { displayName: 'Ben' });
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    await call(b, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
    const [aLive, bLive, bSecondTab] = await Promise.all([open(a), open(b), open(b)]);

    const typing = bLive.next<{ senderId: string; senderName: string }>('user-typing');
    aLive.socket.emit('typing-private', { receiverId: b.user.id });
    expect(await typing).toEqual({ senderId: a.user.id, senderName: 'Ann' });
    const stopped = bLive.next<{ senderId: string }>('user-stop-typing');
    aLive.socket.emit('stop-typing-private', { receiverId: b.user.id });
    expect(await stopped).toEqual({ senderId: a.user.id });

    const arrivals = Promise.all([
      bLive.next<DirectMessage>('new-message'),
      bSecondTab.next<DirectMessage>('new-message'),
      aLive.next<DirectMessage>('new-message'),
    ]);
    const message = data(
      await aLive.emit<DirectMessage>('send-private-message', { receiverId: b.user.id, content: ' Hello Ben ' }),
    );
    expect(message).toMatchObject({ content: 'Hello Ben', senderName: 'Ann' });
    expect(await arrivals).toEqual([message, message, message]);

    const reply = aLive.next<DirectMessage>('new-message');
    data(await bSecondTab.emit('send-private-message', { receiverId: a.user.id, content: 'Hi Ann' }));
    expect((await reply).content).toBe('Hi Ann');
  });

  it('refuses a private message to someone who is not a friend and stores nothing', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const aLive = await open(a);
    expect(await aLive.emit('send-private-message', { receiverId: b.user.id, content: 'hey' })).toEqual({
      success: false,
      message: Messages.notFriends,
      code: 'forbidden',
      messageKey: 'notFriends',
    });
    expect(await aLive.emit('send-private-message', { receiverId: b.user.id, content: '' })).toMatchObject({
      success: false,
      message: Messages.chatEmpty,
    });
    const stored = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.senderId, a.user.id));
    expect(stored).toEqual([]);
  });

  it('tells both people’s tabs at once when a friendship ends', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    await call(b, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
    const [aOtherTab, bLive] = await Promise.all([open(a), open(b)]);
    const told = Promise.all([
      bLive.next<{ friendId: string }>('friend-removed'),
      aOtherTab.next<{ friendId: string }>('friend-removed'),
    ]);
    expect((await call(a, 'DELETE', `/friends/${b.user.id}`)).statusCode).toBe(200);
    expect(await told).toEqual([{ friendId: a.user.id }, { friendId: b.user.id }]);
  });

  it('tells the reader’s other tabs when a chat is read, so their unread counts agree', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    await call(b, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
    const chatId = (await call(a, 'GET', `/chats/direct/${b.user.id}`)).json().data._id as string;
    const bOtherTab = await open(b);
    const read = bOtherTab.next<{ chatId: string; friendId: string }>('chat-read');
    await call(b, 'GET', `/chats/${chatId}`);
    expect(await read).toEqual({ chatId, friendId: a.user.id });
  });

  it('stores a private message sent again under the same id once, and delivers it again', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    await call(b, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
    const aLive = await open(a);
    const payload = { receiverId: b.user.id, content: 'Are you there?', clientMessageId: randomUUID() };
    const first = data(await aLive.emit<DirectMessage>('send-private-message', payload));
    const again = data(await aLive.emit<DirectMessage>('send-private-message', payload));
    expect(again).toEqual(first);
    const stored = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.senderId, a.user.id));
    expect(stored.map((m) => m.id)).toEqual([payload.clientMessageId]);
  });
});
