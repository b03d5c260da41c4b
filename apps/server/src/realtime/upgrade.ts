/**
 * The WebSocket server under Socket.IO (its `wsEngine` option): the `ws` package's own, with one difference. The
 * upgrade's "101 Switching Protocols" and the Engine.IO open packet that follows it in the same turn of the event
 * loop go out in one write instead of two. A class joining at once is thousands of upgrades, and on this kind of
 * machine each write to a socket is a system call of 50–300 µs (docs/live-game-costs.md).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

export class CoalescingWebSocketServer extends WebSocketServer {
  override handleUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    callback: (client: WebSocket, request: IncomingMessage) => void,
  ) {
    // Held until the turn's writes are in (the open packet is sent after an await, still within this turn); a
    // refused handshake ends the socket, and ending it sends what was held first.
    socket.cork();
    setImmediate(() => socket.uncork());
    super.handleUpgrade(request, socket, head, callback);
  }
}
