/** Room helpers for the API, realtime and scale-out tests. */
import type { FastifyInstance } from 'fastify';
import type { GuestJoin, Room } from '@quiz/contract/rooms';
import { makeQuiz, makeUser } from './factories';

type Made = Awaited<ReturnType<typeof makeUser>>;

export async function makeRoom(
  app: FastifyInstance,
  options: {
    host?: Made;
    quizId?: string;
    maxParticipants?: number;
    timeLimit?: number;
    invites?: string;
    allowGuests?: boolean;
    mode?: 'self_paced' | 'host_paced';
  } = {},
) {
  const host = options.host ?? (await makeUser(app));
  const quizId = options.quizId ?? (await makeQuiz(app, host.user, { isPublic: false }))._id;
  const res = await app.inject({
    method: 'POST',
    url: '/api/rooms',
    headers: host.auth,
    payload: {
      quizId,
      maxParticipants: options.maxParticipants ?? 10,
      timeLimit: options.timeLimit ?? 30,
      invites: options.invites ?? '',
      ...(options.allowGuests === undefined ? {} : { allowGuests: options.allowGuests }),
      ...(options.mode === undefined ? {} : { mode: options.mode }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`room not created: ${res.body}`);
  const room = res.json().data as Room & { inviteUrl: string };
  return { host, room, code: room.code };
}

export async function joinAs(app: FastifyInstance, code: string, who?: Made) {
  const player = who ?? (await makeUser(app));
  const res = await app.inject({ method: 'POST', url: `/api/rooms/${code}/join`, headers: player.auth });
  if (res.statusCode !== 200) throw new Error(`join refused: ${res.body}`);
  return player;
}

export const roomCall = (
  app: FastifyInstance,
  auth: Record<string, string>,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) => app.inject({ method, url: `/api/rooms${path}`, headers: auth, ...(payload ? { payload } : {}) });

/** A host-paced room with `players` players besides the host, in the lobby. */
export async function hostPacedRoom(app: FastifyInstance, players = 2, timeLimit = 60) {
  const made = await makeRoom(app, { mode: 'host_paced', timeLimit });
  const joined = [];
  for (let i = 0; i < players; i++) joined.push(await joinAs(app, made.code));
  return { ...made, players: joined };
}

/** The same, started: question 0 is open. */
export async function startedHostPacedRoom(app: FastifyInstance, players = 2, timeLimit = 60) {
  const made = await hostPacedRoom(app, players, timeLimit);
  const start = await roomCall(app, made.host.auth, 'POST', `/${made.code}/start`);
  if (start.statusCode !== 200) throw new Error(`start refused: ${start.body}`);
  return made;
}

/** A guest through /play's API: the code and a nickname, no account. */
export async function joinAsGuest(app: FastifyInstance, code: string, nickname: string) {
  const res = await app.inject({ method: 'POST', url: `/api/rooms/${code}/guests`, payload: { nickname } });
  if (res.statusCode !== 201) throw new Error(`guest join refused: ${res.body}`);
  const joined = res.json().data as GuestJoin;
  return { ...joined, auth: { authorization: `Bearer ${joined.token}` } };
}
