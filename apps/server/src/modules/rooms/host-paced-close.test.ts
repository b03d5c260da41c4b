/**
 * A host-paced question that everyone has answered closes at once: looked for once the last answer is in (the
 * instance's own tally of the answers it took), not counted again after every answer; and looked for all the same
 * when no one instance took every answer (a second instance on the database, as after a restart, whose tally starts
 * again from nothing), by the live count's pass.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostPacedView, Room } from '@quiz/contract/rooms';
import { buildTestApp, closeSharedDatabase, sharedDatabase, type TestApp } from '../../../test/helpers';
import { roomCall, startedHostPacedRoom } from '../../../test/rooms';
import { everyoneMayHaveAnswered } from './host-paced';

let t: TestApp;
/** A second instance on the same database, without Redis: it tallies only the answers it takes itself. */
let other: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp();
});
afterAll(async () => {
  await other.close();
  await t.close();
  await closeSharedDatabase();
});

type Auth = Record<string, string>;

const stateOf = async (app: TestApp, auth: Auth, code: string) => {
  const res = await roomCall(app.app, auth, 'GET', `/${code}/state`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HostPacedView;
};

/** Answers the open question with its first option. */
async function answer(app: TestApp, auth: Auth, code: string) {
  const question = (await stateOf(app, auth, code)).question!;
  const res = await roomCall(app.app, auth, 'POST', `/${code}/answer`, {
    questionId: question._id,
    answerId: question.options[0]!._id,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('closing a host-paced question once everyone has answered', () => {
  it('looks at the count only when the last answer is in, and closes the question then', async () => {
    const { host, code, players } = await startedHostPacedRoom(t.app, 3);
    const database = await sharedDatabase();
    const closes = vi.spyOn(database.db, 'transaction');
    try {
      await answer(t, players[0]!.auth, code);
      await answer(t, players[1]!.auth, code);
      await pause(400);
      expect(closes).not.toHaveBeenCalled();
      expect(await stateOf(t, host.auth, code)).toMatchObject({ phase: 'open', answeredCount: 2 });

      await answer(t, players[2]!.auth, code);
      await vi.waitFor(async () => expect((await stateOf(t, host.auth, code)).phase).toBe('results'), {
        timeout: 5_000,
        interval: 50,
      });
      expect(closes).toHaveBeenCalledTimes(1);
    } finally {
      closes.mockRestore();
    }
  });

  it("does not look again when the live count's pass reads everyone in while the tally's look still closes the question", async () => {
    const { host, code, players } = await startedHostPacedRoom(t.app, 2);
    const roomId = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data._id as string;
    const database = await sharedDatabase();
    const transaction = database.db.transaction.bind(database.db);
    // The pass comes in just as the close begins (its read said 2 of 2), as it can at any broadcast interval.
    const closes = vi.spyOn(database.db, 'transaction').mockImplementation((...args) => {
      if (closes.mock.calls.length === 1) {
        everyoneMayHaveAnswered(t.app.ctx, roomId, { index: 0, answeredCount: 2, playerCount: 2 });
      }
      return transaction(...args);
    });
    try {
      await answer(t, players[0]!.auth, code);
      await answer(t, players[1]!.auth, code);
      await vi.waitFor(async () => expect((await stateOf(t, host.auth, code)).phase).toBe('results'), {
        timeout: 5_000,
        interval: 50,
      });
      await pause(200);
      expect(closes).toHaveBeenCalledTimes(1);
    } finally {
      closes.mockRestore();
    }
  });

  it('closes the question when its answers were taken by two instances, neither of which took them all', async () => {
    const { host, code, players } = await startedHostPacedRoom(t.app, 2);
    await answer(other, players[0]!.auth, code);
    await answer(t, players[1]!.auth, code);
    // The live count's pass (every 250 ms in a room this size) sees 2 of 2 and looks; the time limit is 60 s.
    await vi.waitFor(async () => expect((await stateOf(t, host.auth, code)).phase).toBe('results'), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await stateOf(t, host.auth, code)).toMatchObject({ index: 0, answeredCount: 2 });
  });
});

describe('taking a player out of an open host-paced question', () => {
  it('closes the question at once when the one removed was the last who had not answered', async () => {
    const { host, code, players } = await startedHostPacedRoom(t.app, 3);
    await answer(t, players[0]!.auth, code);
    await answer(t, players[1]!.auth, code);
    // The live count's pass has come and gone (2 of 3): no more answers, so nothing else would look.
    await pause(600);
    expect(await stateOf(t, host.auth, code)).toMatchObject({ phase: 'open', answeredCount: 2 });
    const room = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const last = room.participants.find((p) => p.userId._id === players[2]!.user.id)!;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${code}/participants/${last._id}`,
      headers: host.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // The time limit is 60 s: only "everyone answered" closes it now.
    await vi.waitFor(async () => expect((await stateOf(t, host.auth, code)).phase).toBe('results'), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await stateOf(t, host.auth, code)).toMatchObject({ index: 0, answeredCount: 2, playerCount: 2 });
  });
});
