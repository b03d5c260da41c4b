import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { Messages } from '@quiz/contract/messages';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';
import { userRoom } from './io';

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

  it('names the refusal by key in the error data, for the client to word it', async () => {
    const socket = open({ token: 'forged' });
    const data = await new Promise((resolve) =>
      socket.on('connect_error', (error) => resolve((error as Error & { data?: unknown }).data)),
    );
    expect(data).toEqual({ message: Messages.tokenFailed, messageKey: 'tokenFailed' });
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

describe('the WebSocket upgrade', () => {
  it('writes the 101 response and the Engine.IO open packet to the socket at once, in one write', async () => {
    const server = t.app.server;
    const writes: string[] = [];
    const text = (chunk: unknown) => (Buffer.isBuffer(chunk) ? chunk.toString('latin1') : String(chunk));
    const count = (_request: unknown, socket: Duplex) => {
      // A stream's writes reach the socket through _write (one chunk) or _writev (several at once).
      const stream = socket as Duplex & { _write: Duplex['_write']; _writev?: Duplex['_writev'] };
      const write = stream._write.bind(stream);
      const writev = stream._writev?.bind(stream);
      stream._write = (chunk, ...rest) => (writes.push(text(chunk)), write(chunk, ...rest));
      if (writev) {
        stream._writev = (chunks, ...rest) => (
          writes.push(chunks.map((c) => text(c.chunk)).join('')),
          writev(chunks, ...rest)
        );
      }
    };
    server.prependListener('upgrade', count);
    try {
      const socket = open({ token: (await makeUser(t.app)).token });
      expect(await outcome(socket)).toBe('connected');
      expect(writes[0]).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n[\s\S]*\r\n\r\n[\s\S]*0\{"sid":/);
    } finally {
      server.off('upgrade', count);
    }
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

  it("name a payload's problem by the key its schema gives it", async () => {
    const { token } = await makeUser(t.app);
    const socket = open({ token });
    expect(await outcome(socket)).toBe('connected');
    expect(await socket.emitWithAck('join-room', {})).toEqual({
      success: false,
      code: 'validation_failed',
      message: Messages.invalidRoomCode,
      messageKey: 'invalidRoomCode',
    });
  });
});
