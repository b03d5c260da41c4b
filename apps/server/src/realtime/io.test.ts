import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { Messages } from '@quiz/contract/messages';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';
import { userRoom, withMessageKey } from './io';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

function open(auth: Record<string, string>) {
  const socket = connect(t.url, { auth, transports: ['websocket'], reconnection: false });
  t.sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });

describe('realtime handshake', () => {
  it('refuses a connection without a token with "Authentication required"', async () => {
    expect(await outcome(open({}))).toBe(Messages.authenticationRequired);
  });

  it('refuses a forged token', async () => {
    expect(await outcome(open({ token: 'forged' }))).toBe(Messages.tokenFailed);
  });

  it('accepts a valid token and delivers private events to the user room', async () => {
    const { user, token } = await makeUser(t.app);
    const socket = open({ token });
    expect(await outcome(socket)).toBe('connected');
    const received = new Promise((resolve) => socket.on('room-invite', resolve));
    const invite = { code: 'ABCDEF', hostName: 'Host', quizTitle: 'Quiz', inviteUrl: 'http://localhost/join-room' };
    t.app.realtime.io.to(userRoom(user.id)).emit('room-invite', invite);
    expect(await received).toEqual(invite);
  });
});

describe('acknowledgements', () => {
  it('name a shared message by messageKey when they refuse, as HTTP errors do', async () => {
    const { token } = await makeUser(t.app);
    const socket = open({ token });
    expect(await outcome(socket)).toBe('connected');
    const result = await socket.emitWithAck('join-room', { code: 'ZZZZZZ' });
    expect(result).toMatchObject({ success: false, message: Messages.roomNotFound, messageKey: 'roomNotFound' });
  });

  it('leave a text that is no shared message without a key, and successes as they are', () => {
    expect(withMessageKey({ success: false, message: 'Something else', code: 'x' })).toEqual({
      success: false,
      message: 'Something else',
      code: 'x',
    });
    expect(withMessageKey({ success: true, data: { message: Messages.roomNotFound } })).toEqual({
      success: true,
      data: { message: Messages.roomNotFound },
    });
    expect(withMessageKey('plain')).toBe('plain');
  });
});
