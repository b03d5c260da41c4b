import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import { SocialLimits } from '@quiz/contract/social';
import { friendRequests } from '../../db/schema/social';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Made = Awaited<ReturnType<typeof makeUser>>;
const call = (who: Made | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

async function friendsPair() {
  const a = await makeUser(t.app, { displayName: 'Alice Friend' });
  const b = await makeUser(t.app, { displayName: 'Bob Friend' });
  const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
  await call(b, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
  return { a, b };
}

describe('friend requests', () => {
  it('sends a request that the receiver sees and accepts, making both friends', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app, { displayName: 'Receiver' });
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: Messages.friendRequestSent, data: { relationship: 'request-sent' } });

    const incoming = (await call(b, 'GET', '/friends/requests')).json().data;
    expect(incoming).toEqual([expect.objectContaining({ sender: expect.objectContaining({ _id: a.user.id }) })]);
    const accepted = await call(b, 'PUT', `/friends/request/${incoming[0]._id}`, { accept: true });
    expect(accepted.json()).toMatchObject({
      message: Messages.friendRequestAccepted,
      data: { friend: { _id: a.user.id } },
    });
    expect((await call(a, 'GET', '/friends')).json().data).toEqual([
      expect.objectContaining({ _id: b.user.id, displayName: 'Receiver', unreadCount: 0, chatId: null }),
    ]);
    expect((await call(b, 'GET', '/friends/requests')).json().data).toEqual([]);
  });

  it('declines a request without making friends', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    const declined = await call(b, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: false });
    expect(declined.json().message).toBe(Messages.friendRequestDeclined);
    expect((await call(a, 'GET', '/friends')).json().data).toEqual([]);
  });

  it('keeps a declined request standing for its sender for a day, so they cannot ask again at once', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    const requestId = sent.json().data.request._id;
    await call(b, 'PUT', `/friends/request/${requestId}`, { accept: false });
    expect((await call(b, 'GET', '/friends/requests')).json().data).toEqual([]);
    const again = await call(a, 'POST', `/friends/request/${b.user.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.requestAlreadySent);
    expect((await call(b, 'PUT', `/friends/request/${requestId}`, { accept: true })).statusCode).toBe(404);
    const search = (await call(a, 'GET', `/users/search?query=${b.user.username}`)).json().data;
    expect(search[0].relationship).toBe('request-sent');

    // The one who declined may still ask, and that makes friends if the other accepts.
    const back = await call(b, 'POST', `/friends/request/${a.user.id}`);
    expect(back.json().data.relationship).toBe('request-sent');

    // A day later the decline no longer stands in the way.
    const c = await makeUser(t.app);
    const first = await call(c, 'POST', `/friends/request/${b.user.id}`);
    await call(b, 'PUT', `/friends/request/${first.json().data.request._id}`, { accept: false });
    await t.app.ctx.db
      .update(friendRequests)
      .set({ declinedAt: new Date(Date.now() - SocialLimits.declinedRequestCooldownMs - 1000) })
      .where(eq(friendRequests.id, first.json().data.request._id));
    const later = await call(c, 'POST', `/friends/request/${b.user.id}`);
    expect(later.statusCode).toBe(201);
    const waiting = (await call(b, 'GET', '/friends/requests')).json().data;
    expect(waiting.map((r: { sender: { _id: string } }) => r.sender._id)).toEqual([c.user.id]);
  });

  it('refuses a request to oneself, a second one, one to a friend and one to nobody', async () => {
    const a = await makeUser(t.app);
    const self = await call(a, 'POST', `/friends/request/${a.user.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(Messages.cannotFriendYourself);

    const b = await makeUser(t.app);
    await call(a, 'POST', `/friends/request/${b.user.id}`);
    const twice = await call(a, 'POST', `/friends/request/${b.user.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(Messages.requestAlreadySent);

    const { a: friend, b: other } = await friendsPair();
    const again = await call(friend, 'POST', `/friends/request/${other.user.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.alreadyFriends);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const missing = await call(a, 'POST', `/friends/request/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(Messages.userNotFound);
    }
  });

  it('makes a request both ways a friendship', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    await call(a, 'POST', `/friends/request/${b.user.id}`);
    const back = await call(b, 'POST', `/friends/request/${a.user.id}`);
    expect(back.json()).toMatchObject({ message: Messages.becameFriends, data: { relationship: 'friend' } });
    expect((await call(a, 'GET', '/friends')).json().data.map((f: { _id: string }) => f._id)).toEqual([b.user.id]);
    expect((await call(a, 'GET', '/friends/requests')).json().data).toEqual([]);
  });

  it('lets only the receiver answer a request', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
    const id = sent.json().data.request._id;
    const bySender = await call(a, 'PUT', `/friends/request/${id}`, { accept: true });
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().message).toBe(Messages.notYourRequest);
    const stranger = await makeUser(t.app);
    expect((await call(stranger, 'PUT', `/friends/request/${id}`, { accept: true })).statusCode).toBe(403);
    const bad = await call(b, 'PUT', `/friends/request/${id}`, { accept: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(Messages.acceptRequired);
    expect((await call(b, 'PUT', `/friends/request/not-an-id`, { accept: true })).statusCode).toBe(404);
  });

  it('removes a friend on both sides', async () => {
    const { a, b } = await friendsPair();
    const removed = await call(a, 'DELETE', `/friends/${b.user.id}`);
    expect(removed.json()).toEqual({ success: true, message: Messages.friendRemoved });
    expect((await call(b, 'GET', '/friends')).json().data).toEqual([]);
    expect((await call(a, 'DELETE', `/friends/${b.user.id}`)).statusCode).toBe(404);
  });

  it('requires a login', async () => {
    for (const [method, url] of [
      ['GET', '/friends'],
      ['GET', '/friends/requests'],
      ['POST', '/friends/request/x'],
      ['GET', '/chats/direct/x'],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode).toBe(401);
    }
  });

  it('tells search results how the caller stands with each person', async () => {
    const marker = `srch${Date.now().toString(36)}`;
    const me = await makeUser(t.app);
    const friend = await makeUser(t.app, { username: `${marker}_friend` });
    const asked = await makeUser(t.app, { username: `${marker}_asked` });
    const asker = await makeUser(t.app, { username: `${marker}_asker` });
    const stranger = await makeUser(t.app, { username: `${marker}_zz` });
    const sent = await call(me, 'POST', `/friends/request/${friend.user.id}`);
    await call(friend, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
    await call(me, 'POST', `/friends/request/${asked.user.id}`);
    await call(asker, 'POST', `/friends/request/${me.user.id}`);
    const found = (await call(me, 'GET', `/users/search?query=${marker}`)).json().data;
    const byId = Object.fromEntries(found.map((u: { _id: string; relationship: string }) => [u._id, u.relationship]));
    expect(byId).toEqual({
      [friend.user.id]: 'friend',
      [asked.user.id]: 'request-sent',
      [asker.user.id]: 'request-received',
      [stranger.user.id]: 'none',
    });
  });
});

describe('direct chats', () => {
  it('opens one chat per pair of friends, and refuses people who are not friends', async () => {
    const { a, b } = await friendsPair();
    const first = await call(a, 'GET', `/chats/direct/${b.user.id}`);
    const second = await call(b, 'GET', `/chats/direct/${a.user.id}`);
    expect(first.json().data._id).toBe(second.json().data._id);
    const stranger = await makeUser(t.app);
    const refused = await call(stranger, 'GET', `/chats/direct/${a.user.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Messages.notFriends);
  });

  it('sends, reads and counts unread messages; a third person can neither read nor post', async () => {
    const { a, b } = await friendsPair();
    const chatId = (await call(a, 'GET', `/chats/direct/${b.user.id}`)).json().data._id;
    const posted = await call(a, 'POST', `/chats/${chatId}/messages`, { content: '  Hi Bob!  ' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data).toMatchObject({ content: 'Hi Bob!', senderName: 'Alice Friend', chatId });

    const friendsOfB = (await call(b, 'GET', '/friends')).json().data;
    expect(friendsOfB[0]).toMatchObject({ _id: a.user.id, chatId, unreadCount: 1 });
    const read = (await call(b, 'GET', `/chats/${chatId}`)).json().data;
    expect(read.messages.map((m: { content: string }) => m.content)).toEqual(['Hi Bob!']);
    expect(read.hasMore).toBe(false);
    expect((await call(b, 'GET', '/friends')).json().data[0].unreadCount).toBe(0);

    const third = await makeUser(t.app);
    expect((await call(third, 'GET', `/chats/${chatId}`)).statusCode).toBe(404);
    const intrude = await call(third, 'POST', `/chats/${chatId}/messages`, { content: 'let me in' });
    expect(intrude.statusCode).toBe(404);
    expect(intrude.json().message).toBe(Messages.chatNotFound);
  });

  it('stores a message sent again under the id its browser gave it once, and refuses someone else’s id', async () => {
    const { a, b } = await friendsPair();
    const chatId = (await call(a, 'GET', `/chats/direct/${b.user.id}`)).json().data._id;
    const clientMessageId = randomUUID();
    const first = await call(a, 'POST', `/chats/${chatId}/messages`, { content: 'Once', clientMessageId });
    const again = await call(a, 'POST', `/chats/${chatId}/messages`, { content: 'Once', clientMessageId });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data._id).toBe(clientMessageId);
    const read = (await call(b, 'GET', `/chats/${chatId}`)).json().data;
    expect(read.messages.map((m: { _id: string }) => m._id)).toEqual([clientMessageId]);

    const taken = await call(b, 'POST', `/chats/${chatId}/messages`, { content: 'Mine', clientMessageId });
    expect(taken.statusCode).toBe(400);
    const malformed = await call(a, 'POST', `/chats/${chatId}/messages`, { content: 'x', clientMessageId: 'nope' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses blank and too long messages, and messages after the friendship ended', async () => {
    const { a, b } = await friendsPair();
    const chatId = (await call(a, 'GET', `/chats/direct/${b.user.id}`)).json().data._id;
    const blank = await call(a, 'POST', `/chats/${chatId}/messages`, { content: '   ' });
    expect(blank.json().message).toBe(Messages.chatEmpty);
    const long = await call(a, 'POST', `/chats/${chatId}/messages`, { content: 'x'.repeat(2001) });
    expect(long.json().message).toBe(Messages.directMessageTooLong);
    await call(a, 'DELETE', `/friends/${b.user.id}`);
    const after = await call(b, 'POST', `/chats/${chatId}/messages`, { content: 'still there?' });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(Messages.notFriends);
  });

  it('pages back through older messages with before', async () => {
    const { a, b } = await friendsPair();
    const chatId = (await call(a, 'GET', `/chats/direct/${b.user.id}`)).json().data._id;
    for (let i = 1; i <= 7; i++) {
      const sender = i % 2 ? a : b;
      expect((await call(sender, 'POST', `/chats/${chatId}/messages`, { content: `m${i}` })).statusCode).toBe(201);
    }
    const newest = (await call(a, 'GET', `/chats/${chatId}?limit=3`)).json().data;
    expect(newest.messages.map((m: { content: string }) => m.content)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.hasMore).toBe(true);
    const older = (await call(a, 'GET', `/chats/${chatId}?limit=3&before=${newest.messages[0]._id}`)).json().data;
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const oldest = (await call(a, 'GET', `/chats/${chatId}?limit=3&before=${older.messages[0]._id}`)).json().data;
    expect(oldest).toMatchObject({ hasMore: false, messages: [expect.objectContaining({ content: 'm1' })] });
  });

  it('limits how fast one person sends', async () => {
    const { a, b } = await friendsPair();
    const chatId = (await call(a, 'GET', `/chats/direct/${b.user.id}`)).json().data._id;
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push((await call(a, 'POST', `/chats/${chatId}/messages`, { content: `n${i}` })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
