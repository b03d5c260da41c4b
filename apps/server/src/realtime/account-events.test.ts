/**
 * Issue 36: what an admin does to an account reaches that person's open pages at once. A change of account type is
 * pushed to every tab of theirs (the Admin Panel link appears or goes); a deleted account's tabs are told why before
 * their connections close, and the token then says the account was deleted rather than just "token failed".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { Messages } from '@quiz/contract/messages';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeAdmin, makeUser } from '../../test/factories';
import { openClient, until, type Made } from '../../test/sockets';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const open = (who: Made) => openClient(t.url, who, t.sockets);
const setType = (admin: Made, userId: string, accountType: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/users/permissions',
    headers: admin.auth,
    payload: { userId, accountType },
  });

/** Waits a moment for anything still on its way, then answers what arrived under `event`. */
const settledEvents = async (client: Awaited<ReturnType<typeof open>>, event: string) => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return client.seen.filter((e) => e.event === event).map((e) => e.payload);
};

describe('account type changes live', () => {
  it('tells every tab of a promoted person, and only theirs, that they are an admin now, and again when demoted', async () => {
    const admin = await makeAdmin(t.app);
    const someone = await makeUser(t.app);
    const bystander = await makeUser(t.app);
    const [tab1, tab2, other] = await Promise.all([open(someone), open(someone), open(bystander)]);

    const promotedOnBoth = Promise.all([until(tab1, 'account-updated'), until(tab2, 'account-updated')]);
    expect((await setType(admin, someone.user.id, 'admin')).statusCode).toBe(200);
    expect(await promotedOnBoth).toEqual([{ accountType: 'admin' }, { accountType: 'admin' }]);
    // And the server already lets them in, with the token they had.
    const panel = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: someone.auth });
    expect(panel.statusCode).toBe(200);

    const demoted = until(tab1, 'account-updated');
    expect((await setType(admin, someone.user.id, 'standard')).statusCode).toBe(200);
    expect(await demoted).toEqual({ accountType: 'standard' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: someone.auth });
    expect(refused.statusCode).toBe(403);
    expect(await settledEvents(other, 'account-updated')).toEqual([]);
  });

  it('sends nothing when the change is refused: a standard user asking, or a bad account type', async () => {
    const admin = await makeAdmin(t.app);
    const standard = await makeUser(t.app);
    const someone = await makeUser(t.app);
    const live = await open(someone);
    const byStandard = await setType(standard, someone.user.id, 'admin');
    expect(byStandard.statusCode).toBe(403);
    expect(byStandard.json().message).toBe(Messages.adminOnly);
    expect((await setType(admin, someone.user.id, 'superuser')).statusCode).toBe(400);
    expect(await settledEvents(live, 'account-updated')).toEqual([]);
  });
});

describe('a deleted account live', () => {
  it('tells each of their tabs the account was deleted, closes them, and refuses a new connection saying why', async () => {
    const admin = await makeAdmin(t.app);
    const gone = await makeUser(t.app);
    const [tab1, tab2] = await Promise.all([open(gone), open(gone)]);
    const told = Promise.all([until(tab1, 'account-deleted'), until(tab2, 'account-deleted')]);
    const closed = new Promise<string>((resolve) => tab1.socket.once('disconnect', resolve));

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${gone.user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    for (const event of await told) {
      expect(event).toMatchObject({ message: Messages.accountDeleted, messageKey: 'accountDeleted' });
    }
    expect(await closed).toBe('io server disconnect');

    const again = connect(t.url, { auth: { token: gone.token }, transports: ['websocket'], reconnection: false });
    t.sockets.push(again);
    const refusal = await new Promise<Error & { data?: { messageKey?: string } }>((resolve) =>
      again.once('connect_error', resolve),
    );
    expect(refusal.message).toBe(Messages.accountDeleted);
    expect(refusal.data?.messageKey).toBe('accountDeleted');
  });

  it('still says only "token failed" for a token that is not genuine', async () => {
    const someone = await makeUser(t.app);
    const forged = someone.token.slice(0, -4) + 'AAAA';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_failed', message: Messages.tokenFailed });
  });
});
