/** Finding a room and one's place in it, for many people at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser } from '../../../test/factories';
import { joinAs, makeRoom } from '../../../test/rooms';
import { findRoomAndParticipant } from './store';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

describe('findRoomAndParticipant', () => {
  it('answers everyone asking at the same moment with their own room and place, or their own refusal', async () => {
    const first = await makeRoom(t.app);
    const second = await makeRoom(t.app);
    const inFirst = await joinAs(t.app, first.code);
    const outsider = await makeUser(t.app);
    const asked = await Promise.allSettled([
      findRoomAndParticipant(t.app.ctx, first.code, inFirst.user),
      findRoomAndParticipant(t.app.ctx, second.code.toLowerCase(), inFirst.user),
      findRoomAndParticipant(t.app.ctx, first.code, outsider.user),
      findRoomAndParticipant(t.app.ctx, 'ZZZZZZ', outsider.user),
      findRoomAndParticipant(t.app.ctx, second.code, second.host.user),
    ]);
    const [mine, notJoined, outside, missing, host] = asked.map((a) => (a.status === 'fulfilled' ? a.value : a.reason));
    expect(mine.room.code).toBe(first.code);
    expect(mine.participant?.userId).toBe(inFirst.user.id);
    expect(notJoined.room.code).toBe(second.code);
    expect(notJoined.participant).toBeUndefined();
    expect(outside.room.id).toBe(mine.room.id);
    expect(outside.participant).toBeUndefined();
    expect((missing as Error).message).toBe(Messages.roomNotFound);
    expect(host.room.code).toBe(second.code);
  });
});
