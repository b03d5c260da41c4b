/**
 * The lean Socket.IO client (bench/lean-socket.ts) against a real socket.io server, side by side with
 * socket.io-client: both must behave the same for what the benches use. Run with the benches in the full gate
 * (scripts/test.mjs), or alone:
 *
 *   npx tsx --test bench/lean-socket.test.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Server } from 'socket.io';
import { loadClient, openSocket, request, type BenchSocket, type ClientKind } from './clients';

const http = createServer();
const io = new Server(http, { serveClient: false, pingInterval: 100, pingTimeout: 100 });
io.use((socket, next) => {
  const { token } = socket.handshake.auth as { token?: string };
  if (token === 'good') return next();
  next(Object.assign(new Error('refused'), { data: { code: 'auth' } }));
});
io.on('connection', (socket) => {
  socket.on('echo', (payload: unknown, ack: (result: unknown) => void) => ack({ success: true, data: payload }));
  socket.on('silent', () => undefined);
  socket.on('broadcast', (payload: unknown) => socket.emit('news', payload, 'second'));
  socket.on('ask', async () => {
    const answer: unknown = await socket.timeout(1000).emitWithAck('question', 21);
    socket.emit('answered', answer);
  });
  socket.on('kick', () => socket.disconnect());
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
await loadClient('socket.io');
const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
after(() => io.close());

const next = <T extends unknown[]>(socket: BenchSocket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (...args: unknown[]) => resolve(args as T)));

for (const client of ['lean', 'socket.io'] satisfies ClientKind[]) {
  describe(`${client} client`, () => {
    test('connects with its token, acknowledges, times out, disconnects', async () => {
      const { socket, connected } = openSocket(url, 'good', 2000, client);
      await connected;
      assert.equal(socket.connected, true);
      assert.deepEqual(await request(socket, 'echo', { n: 1 }, 1000), { success: true, data: { n: 1 } });
      const late = await request(socket, 'silent', {}, 50).catch((error: Error) => error.message);
      assert.equal(late, 'operation has timed out');
      // Plain ack callback, without timeout: the results only.
      const plain = await new Promise((resolve) => socket.emit('echo', 'x', resolve));
      assert.deepEqual(plain, { success: true, data: 'x' });
      const disconnected = next<[string]>(socket, 'disconnect');
      socket.disconnect();
      assert.equal((await disconnected)[0], 'io client disconnect');
      assert.equal(socket.connected, false);
    });

    test('is refused with the server message', async () => {
      const { connected } = openSocket(url, 'bad', 2000, client);
      await assert.rejects(connected, { message: 'connect_error: refused' });
    });

    test('fails to connect where nobody listens', async () => {
      const { connected } = openSocket('http://127.0.0.1:1', 'good', 2000, client);
      await assert.rejects(connected, /connect_error/);
    });

    test('dispatches events to on, once and onAny; counts packets; answers pings', async () => {
      const { socket, connected } = openSocket(url, 'good', 2000, client);
      await connected;
      const any: unknown[][] = [];
      const sizes: number[] = [];
      socket.onAny((...args: unknown[]) => any.push(args));
      socket.onPacket((bytes) => sizes.push(bytes));
      let onceCalls = 0;
      socket.once('news', () => onceCalls++);
      const removed = () => assert.fail('off');
      socket.on('news', removed);
      socket.off('news', removed);
      const news = next<[unknown, unknown]>(socket, 'news');
      socket.emit('broadcast', { héllo: 'wörld' });
      assert.deepEqual(await news, [{ héllo: 'wörld' }, 'second']);
      socket.emit('broadcast', 2);
      await next(socket, 'news');
      assert.equal(onceCalls, 1);
      assert.deepEqual(any, [
        ['news', { héllo: 'wörld' }, 'second'],
        ['news', 2, 'second'],
      ]);
      // '42["news",{"héllo":"wörld"},"second"]' in UTF-8 bytes.
      assert.equal(sizes[0], Buffer.byteLength('42["news",{"héllo":"wörld"},"second"]'));
      // The server's acknowledgement requests are answered.
      const answered = next<[unknown]>(socket, 'answered');
      socket.on('question', (n: number, ack: (answer: number) => void) => ack(n * 2));
      socket.emit('ask');
      assert.deepEqual(await answered, [42]);
      // Several ping intervals later the socket is still there (pongs answered).
      await new Promise((resolve) => setTimeout(resolve, 400));
      assert.equal(socket.connected, true);
      assert.ok(sizes.includes(1), 'a ping was counted');
      socket.disconnect();
    });

    test('the server disconnecting: a disconnect event, and the pending acks fail at once', async () => {
      const { socket, connected } = openSocket(url, 'good', 2000, client);
      await connected;
      const pending = request(socket, 'silent', {}, 5000).catch((error: Error) => error.message);
      const disconnected = next<[string]>(socket, 'disconnect');
      socket.emit('kick');
      assert.equal((await disconnected)[0], 'io server disconnect');
      assert.equal(await pending, 'socket has been disconnected');
      assert.equal(socket.connected, false);
    });
  });
}
