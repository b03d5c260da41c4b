import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import type { Ack, AnswerResult, HostPacedView, Room } from '@quiz/contract/rooms';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';
import { joinAsGuest, makeRoom, roomCall } from '../../test/rooms';
import { correct, data, openClient, wrong, type Client, type Made } from '../../test/sockets';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const open = (who: Made | { token: string }) => openClient(t.url, who as Made, t.sockets);

/** The next host-paced view this client receives that matches `phase` (and question `index`, if given). */
function nextView(client: Client, phase: HostPacedView['phase'], index?: number) {
  return new Promise<HostPacedView>((resolve) => {
    const listener = (view: HostPacedView) => {
      if (view.phase !== phase || (index !== undefined && view.index !== index)) return;
      client.socket.off('host-paced-state', listener);
      resolve(view);
    };
    client.socket.on('host-paced-state', listener);
  });
}

/** The same, for several clients at once, in order. */
const nextViews = <N extends number>(
  clients: Client[] & { length: N },
  phase: HostPacedView['phase'],
  index?: number,
) => Promise.all(clients.map((c) => nextView(c, phase, index))) as Promise<HostPacedView[] & { length: N }>;
type Three = [HostPacedView, HostPacedView, HostPacedView];
type Two = [HostPacedView, HostPacedView];

async function classroom(options: { players?: number; timeLimit?: number } = {}) {
  const made = await makeRoom(t.app, { mode: 'host_paced', timeLimit: options.timeLimit ?? 60 });
  const presenter = await open(made.host);
  data(await presenter.emit<Room>('join-room', { code: made.code }));
  const players: { made: Made; client: Client }[] = [];
  for (let i = 0; i < (options.players ?? 2); i++) {
    const who = await makeUser(t.app, { displayName: `Student ${i + 1}` });
    const client = await open(who);
    data(await client.emit<Room>('join-room', { code: made.code }));
    players.push({ made: who, client });
  }
  return { ...made, presenter, players };
}

const answerWith = (client: Client, code: string, view: HostPacedView, pick: (labels: string[]) => number) => {
  const question = view.question!;
  const option = question.options[pick(question.options.map((o) => o.label))]!;
  return client.emit<AnswerResult>('submit-answer', { roomCode: code, questionId: question._id, answerId: option._id });
};

describe('a host-paced game over sockets', () => {
  it('opens each question for everyone at once, closes it when all have answered, and ranks at the end', async () => {
    const { code, presenter, players, host } = await classroom();
    const [alice, bob] = players as [{ made: Made; client: Client }, { made: Made; client: Client }];

    const opened = nextViews([presenter, alice.client, bob.client], 'open', 0) as Promise<Three>;
    const started = data(await presenter.emit<Room>('start-game', { code }));
    expect(started).toMatchObject({ status: 'in_progress', mode: 'host_paced' });
    const [onScreen, forAlice, forBob] = await opened;
    expect(forAlice).toEqual(forBob);
    expect(onScreen).toMatchObject({ phase: 'open', index: 0, total: 2, playerCount: 2, answered: false });
    expect(onScreen.remainingMs).toBeGreaterThan(55_000);
    expect(JSON.stringify(onScreen)).not.toContain('isCorrect');
    expect(onScreen.results).toBeNull();

    // The host presents: they do not answer.
    const hostAnswer = await answerWith(presenter, code, onScreen, correct);
    expect(hostAnswer).toMatchObject({ success: false, message: Messages.hostDoesNotAnswer });

    const closed = nextViews([presenter, alice.client, bob.client], 'results', 0) as Promise<Three>;
    expect(data(await answerWith(alice.client, code, forAlice, correct))).toMatchObject({ accepted: true });
    // A second answer to the same question is refused and changes nothing.
    expect(await answerWith(alice.client, code, forAlice, wrong)).toMatchObject({
      success: false,
      message: Messages.alreadyAnswered,
    });
    data(await answerWith(bob.client, code, forBob, wrong));
    const [results, aliceResult, bobResult] = await closed;
    // Everyone answered: it closed long before its 60 s.
    const correctOption = forAlice.question!.options[correct(forAlice.question!.options.map((o) => o.label))]!;
    expect(results.results!.correctOptionIds).toEqual([correctOption._id]);
    expect(results.results!.counts.reduce((n, c) => n + c.count, 0)).toBe(2);
    expect(results.answeredCount).toBe(2);
    expect(results.you).toBeNull();
    expect(aliceResult.you).toMatchObject({ correct: true, rank: 1 });
    expect(aliceResult.you!.points).toBeGreaterThan(900);
    expect(aliceResult.myOptionId).toBe(correctOption._id);
    expect(bobResult.you).toEqual({ correct: false, points: 0, score: 0, rank: 2 });

    // Late: the question is closed now.
    expect(await answerWith(bob.client, code, forBob, correct)).toMatchObject({
      success: false,
      message: Messages.questionClosed,
    });

    const board = nextView(alice.client, 'scoreboard', 0);
    const scoreboard = data(
      await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'scoreboard' }),
    );
    expect(scoreboard.scoreboard).toEqual([
      expect.objectContaining({ name: 'Student 1', rank: 1, movement: null }),
      expect.objectContaining({ name: 'Student 2', rank: 2, score: 0, movement: null }),
    ]);
    // The scoreboard is one broadcast, the same for everyone; each player kept their own outcome from the close.
    expect(await board).toEqual({ ...scoreboard, remainingMs: 0 });
    expect((await board).you).toBeNull();

    const second = nextViews([alice.client, bob.client], 'open', 1) as Promise<Two>;
    expect(data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'next' }))).toMatchObject({
      phase: 'open',
      index: 1,
    });
    const [q2Alice, q2Bob] = await second;
    const closedAgain = nextView(presenter, 'results', 1);
    data(await answerWith(bob.client, code, q2Bob, correct));
    data(await answerWith(alice.client, code, q2Alice, wrong));
    await closedAgain;
    const board2 = data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'scoreboard' }));
    // Alice kept first place (her first answer was faster than Bob's second is worth): no movement.
    expect(board2.scoreboard!.map((r) => [r.name, r.movement])).toEqual(
      board2.scoreboard![0]!.name === 'Student 1'
        ? [
            ['Student 1', 0],
            ['Student 2', 0],
          ]
        : [
            ['Student 2', 1],
            ['Student 1', -1],
          ],
    );

    const ended = Promise.all([alice.client, bob.client, presenter].map((c) => c.next('game-ended')));
    expect(data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'next' })).phase).toBe(
      'ended',
    );
    await ended;
    const final = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    expect(final.status).toBe('completed');
    const hostRow = final.participants.find((p) => p.isHost)!;
    expect(hostRow.rank).toBeNull();
    expect(final.participants.filter((p) => !p.isHost).map((p) => p.rank)).toEqual([1, 2]);
    for (const c of [alice.client, bob.client]) {
      const beforeClose = c.seen.filter(
        (s) => s.event === 'host-paced-state' && (s.payload as HostPacedView).phase === 'open',
      );
      expect(JSON.stringify(beforeClose)).not.toContain('correctOptionIds":["');
    }
  });

  it('closes on time when not everyone answers, refuses a late answer, and lets only the host move on', async () => {
    const { code, presenter, players } = await classroom({ timeLimit: 10 });
    const [alice, bob] = players as [{ made: Made; client: Client }, { made: Made; client: Client }];
    const opened = nextView(alice.client, 'open', 0);
    data(await presenter.emit<Room>('start-game', { code }));
    const view = await opened;
    data(await answerWith(alice.client, code, view, correct));

    expect(await alice.client.emit<HostPacedView>('host-action', { roomCode: code, action: 'skip' })).toMatchObject({
      success: false,
      message: Messages.onlyHostCanPace,
    });
    const closed = nextView(bob.client, 'results', 0);
    const result = await closed;
    expect(result.you).toEqual({ correct: false, points: 0, score: 0, rank: 2 });
    expect(result.answeredCount).toBe(1);
    expect(await answerWith(bob.client, code, view, correct)).toMatchObject({
      success: false,
      message: Messages.questionClosed,
    });
  }, 20_000);

  it('closes early on Skip, and a second Skip changes nothing', async () => {
    const { code, presenter, players } = await classroom();
    const alice = players[0]!;
    const opened = nextView(alice.client, 'open', 0);
    data(await presenter.emit<Room>('start-game', { code }));
    const view = await opened;
    const closed = nextView(alice.client, 'results', 0);
    const skipped = data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'skip' }));
    expect(skipped).toMatchObject({ phase: 'results', answeredCount: 0 });
    expect((await closed).you).toMatchObject({ correct: false, rank: 1 });
    expect(data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'skip' }))).toMatchObject({
      phase: 'results',
      index: 0,
    });
    expect(await answerWith(alice.client, code, view, correct)).toMatchObject({
      success: false,
      message: Messages.questionClosed,
    });
  });

  it('gives a player who reconnects the open question with its time left and their answer, or the last results', async () => {
    // Bob never answers, so the question stays open however long the reconnection takes (with Alice alone it would
    // close as 'everyone answered' 100 ms after her answer).
    const { code, presenter, players, host } = await classroom({ players: 2 });
    const [alice] = players as [{ made: Made; client: Client }];
    const opened = nextView(alice.client, 'open', 0);
    data(await presenter.emit<Room>('start-game', { code }));
    const view = await opened;
    data(await answerWith(alice.client, code, view, correct));
    alice.client.socket.disconnect();

    const again = await open(alice.made);
    data(await again.emit<Room>('join-room', { code }));
    const resumed = data(await again.emit<HostPacedView>('get-game-state', { roomCode: code }));
    expect(resumed).toMatchObject({ phase: 'open', index: 0, answered: true, myOptionId: expect.any(String) });
    expect(resumed.remainingMs).toBeLessThanOrEqual(view.remainingMs);
    expect(resumed.remainingMs).toBeGreaterThan(50_000);
    expect(resumed.answeredCount).toBe(1);

    // The presenter goes away and comes back: the game waited where it was.
    presenter.socket.disconnect();
    const presenterAgain = await open(host);
    data(await presenterAgain.emit<Room>('join-room', { code }));
    expect(data(await presenterAgain.emit<HostPacedView>('get-game-state', { roomCode: code }))).toMatchObject({
      phase: 'open',
      index: 0,
      answeredCount: 1,
      playerCount: 2,
      you: null,
    });
    const closed = nextView(again, 'results', 0);
    data(await presenterAgain.emit<HostPacedView>('host-action', { roomCode: code, action: 'skip' }));
    expect((await closed).you).toMatchObject({ correct: true, rank: 1 });
    const between = data(await again.emit<HostPacedView>('get-game-state', { roomCode: code }));
    expect(between).toMatchObject({ phase: 'results', index: 0, answered: true, you: { correct: true, rank: 1 } });
  });

  it('lets guests play a host-paced game, and keeps a guest from the host buttons of any room', async () => {
    const made = await makeRoom(t.app, { mode: 'host_paced' });
    const presenter = await open(made.host);
    data(await presenter.emit<Room>('join-room', { code: made.code }));
    const guest = await joinAsGuest(t.app, made.code, 'Lan');
    const client = await open({ token: guest.token });
    data(await client.emit<Room>('join-room', { code: made.code }));
    const opened = nextView(client, 'open', 0);
    data(await presenter.emit<Room>('start-game', { code: made.code }));
    const view = await opened;
    const closed = nextView(client, 'results', 0);
    data(await answerWith(client, made.code, view, correct));
    expect((await closed).you).toMatchObject({ correct: true, rank: 1 });
    const refused = (await client.emit('host-action', { roomCode: made.code, action: 'next' })) as Ack<unknown>;
    expect(refused).toMatchObject({ success: false, code: 'guest_not_allowed' });
  });
});
