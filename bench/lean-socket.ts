/**
 * A lean Socket.IO client for the benchmarks' simulated players (issue 41: the bench client must not be the
 * bottleneck). socket.io-client with its Manager, engine.io-client, transports, parsers and emitters costs about as
 * much CPU per player as the server; thousands of them on the same machine take CPU the server being measured
 * needs. This speaks just the part of the protocol the app uses, over the `ws` package, one WebSocket per player:
 *
 * - Engine.IO v4 over WebSocket only (no polling, no upgrade): `GET /socket.io/?EIO=4&transport=websocket`, one
 *   packet per frame; the open packet `0{...}` (pingInterval, pingTimeout), server pings `2` answered with pongs
 *   `3`, a ping timeout (no ping within pingInterval + pingTimeout closes the socket), the close packet `1`.
 * - Socket.IO v4 on the main namespace "/" only: CONNECT with auth `40{"token":...}` answered by `40{"sid":...}`
 *   (connect) or `44{"message":...,"data":...}` (connect_error); events `42["event",...args]` with an optional
 *   ack id (`42<id>[...]`), acknowledgements `43<id>[...]` both ways; DISCONNECT `41`.
 * - Left out: binary packets (4x with attachments), other namespaces, long-polling, reconnection, connection state
 *   recovery, buffering of emits made while disconnected (they are dropped; an ack with a timeout still times out),
 *   per-message deflate (the server does not offer it).
 *
 * The API is the subset of socket.io-client's Socket the benches use, with the same semantics: `connected`, `on`,
 * `once`, `off`, `onAny`, `emit(event, ...args, ack?)`, `timeout(ms).emit(...)` (the ack gets an Error first when
 * none comes in time, or when the socket closes), `disconnect()`, and the reserved events 'connect',
 * 'connect_error' and 'disconnect'. `onPacket(fn)` stands in for `socket.io.engine.on('packet')`: every engine.io
 * packet received, with its encoded size, before the event it carries is dispatched. Each frame is decoded once
 * (one toString, one JSON.parse of its payload); an event of one argument (all the app sends) or an acknowledgement
 * of one result is dispatched without allocating anything more.
 */
import WebSocket from 'ws';

type Listener = (...args: any[]) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
type AnyListener = (event: string, ...args: any[]) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
type Ack = Listener & { withError?: boolean };

/** What the benches use of a socket: this lean socket, or socket.io-client's Socket with `onPacket` added. */
export interface BenchSocket {
  readonly connected: boolean;
  on(event: string, listener: Listener): unknown;
  once(event: string, listener: Listener): unknown;
  off(event: string, listener?: Listener): unknown;
  onAny(listener: AnyListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  /** The next emit's ack gets (error, ...result), an Error when no acknowledgement came within `ms`. */
  timeout(ms: number): { emit(event: string, ...args: unknown[]): unknown };
  disconnect(): unknown;
  /** Every engine.io packet received: its bytes as encoded (type character included, frame header not). */
  onPacket(listener: (bytes: number) => void): void;
}

export interface LeanSocketOptions {
  /** Sent in the CONNECT packet (the server reads socket.handshake.auth). */
  auth: Record<string, unknown>;
  /** 'connect_error' (Error 'timeout') when not connected within this long. */
  timeoutMs: number;
}

interface Pending {
  fn: Ack;
  timer: NodeJS.Timeout | undefined;
}

/** The id of an ack or event packet `4<type><id>[...]`: the digits from position 2, and where the JSON starts. */
function readId(frame: string): [id: number | undefined, dataAt: number] {
  let at = 2;
  let id = 0;
  for (let code = frame.charCodeAt(at); code >= 48 && code <= 57; code = frame.charCodeAt(++at)) {
    id = id * 10 + code - 48;
  }
  return [at > 2 ? id : undefined, at];
}

export class LeanSocket implements BenchSocket {
  connected = false;
  /** Set by disconnect() or any close: nothing more is sent or dispatched. */
  private closed = false;
  private readonly ws: WebSocket;
  private readonly listeners = new Map<string, Listener[]>();
  private anyListeners: AnyListener[] = [];
  private packetListeners: ((bytes: number) => void)[] = [];
  private readonly acks = new Map<number, Pending>();
  private nextId = 0;
  /** timeout(ms) for the next emit, as socket.io-client's flags.timeout. */
  private ackTimeoutMs: number | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private pingWithinMs = 0;
  private connectTimer: NodeJS.Timeout | undefined;

  constructor(url: string, options: LeanSocketOptions) {
    const base = url.replace(/^http/, 'ws').replace(/\/$/, '');
    this.ws = new WebSocket(`${base}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
      // The server is ours; its frames need no UTF-8 check on top of the decoding.
      skipUTF8Validation: true,
    });
    const connectPacket = `40${JSON.stringify(options.auth)}`;
    this.connectTimer = setTimeout(() => this.fail(new Error('timeout')), options.timeoutMs);
    this.ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) this.onFrame(data.toString(), data.length, connectPacket);
    });
    this.ws.on('error', (error) => {
      if (!this.connected) this.fail(new Error(`websocket error: ${error.message}`));
      else this.onClose('transport error');
    });
    this.ws.on('close', () => this.onClose('transport close'));
  }

  on(event: string, listener: Listener) {
    // Copied on write, so that a dispatch in progress goes on with the listeners it started with.
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  once(event: string, listener: Listener) {
    const once: Listener & { listener?: Listener } = (...args) => {
      this.off(event, once);
      listener(...args);
    };
    once.listener = listener;
    return this.on(event, once);
  }

  off(event: string, listener?: Listener) {
    const list = this.listeners.get(event);
    if (!list) return this;
    if (!listener) {
      this.listeners.delete(event);
      return this;
    }
    const index = list.findIndex((fn) => fn === listener || (fn as { listener?: Listener }).listener === listener);
    if (index >= 0) {
      const rest = list.slice();
      rest.splice(index, 1);
      if (rest.length) this.listeners.set(event, rest);
      else this.listeners.delete(event);
    }
    return this;
  }

  onAny(listener: AnyListener) {
    this.anyListeners = [...this.anyListeners, listener];
    return this;
  }

  onPacket(listener: (bytes: number) => void) {
    this.packetListeners = [...this.packetListeners, listener];
  }

  timeout(ms: number) {
    this.ackTimeoutMs = ms;
    return this;
  }

  /** `42["event",...args]`, or `42<id>[...]` when the last argument is an acknowledgement callback. */
  emit(event: string, ...args: unknown[]) {
    const timeoutMs = this.ackTimeoutMs;
    this.ackTimeoutMs = undefined;
    let head = '42';
    if (typeof args[args.length - 1] === 'function') {
      const id = this.nextId++;
      head += id;
      this.registerAck(id, args.pop() as Ack, timeoutMs);
    }
    // Like socket.io-client without reconnection: an emit while disconnected never reaches the server.
    if (this.connected) this.ws.send(`${head}${JSON.stringify([event, ...args])}`);
    return this;
  }

  /** As socket.io-client's: 'disconnect' if connected; before that, the attempt ends without an event. */
  disconnect() {
    if (this.connected) this.ws.send('41');
    this.onClose('io client disconnect', false);
    return this;
  }

  private registerAck(id: number, fn: Ack, timeoutMs: number | undefined) {
    if (timeoutMs === undefined) {
      this.acks.set(id, { fn, timer: undefined });
      return;
    }
    const timer = setTimeout(() => {
      this.acks.delete(id);
      fn(new Error('operation has timed out'));
    }, timeoutMs);
    fn.withError = true;
    this.acks.set(id, { fn, timer });
  }

  private onFrame(frame: string, bytes: number, connectPacket: string) {
    for (const listener of this.packetListeners) listener(bytes);
    switch (frame.charCodeAt(0)) {
      case 50: // '2' ping
        this.ws.send('3');
        this.pingTimer?.refresh();
        return;
      case 52: // '4' message: a socket.io packet
        return this.onMessage(frame);
      case 48: {
        // '0' open: {"sid","upgrades","pingInterval","pingTimeout","maxPayload"}
        const open = JSON.parse(frame.slice(1)) as { pingInterval: number; pingTimeout: number };
        this.pingWithinMs = open.pingInterval + open.pingTimeout;
        this.pingTimer = setTimeout(() => this.onClose('ping timeout'), this.pingWithinMs);
        this.ws.send(connectPacket);
        return;
      }
      case 49: // '1' close
        return this.onClose('transport close');
      default: // '6' noop, '3' pong, '5' upgrade: nothing to do over WebSocket
        return;
    }
  }

  private onMessage(frame: string) {
    switch (frame.charCodeAt(1)) {
      case 50: {
        // '2' EVENT: [event, ...args], with an id when the server wants an acknowledgement
        const [id, at] = readId(frame);
        const packet = JSON.parse(at === 2 ? frame.slice(2) : frame.slice(at)) as [string, ...unknown[]];
        if (id !== undefined) packet.push(this.ackFor(id));
        return this.dispatch(packet);
      }
      case 51: {
        // '3' ACK: [...results]
        const [id, at] = readId(frame);
        const pending = id === undefined ? undefined : this.acks.get(id);
        if (!pending) return;
        this.acks.delete(id!);
        if (pending.timer) clearTimeout(pending.timer);
        const results = JSON.parse(frame.slice(at)) as unknown[];
        if (pending.fn.withError) {
          if (results.length === 1) pending.fn(null, results[0]);
          else pending.fn(null, ...results);
        } else pending.fn(...results);
        return;
      }
      case 48: // '0' CONNECT: {"sid"}
        if (this.connected || this.closed) return;
        clearTimeout(this.connectTimer);
        this.connected = true;
        return this.emitReserved('connect');
      case 52: {
        // '4' CONNECT_ERROR: {"message","data"}
        const refusal = JSON.parse(frame.slice(2)) as { message: string; data?: unknown };
        return this.fail(Object.assign(new Error(refusal.message), { data: refusal.data }));
      }
      case 49: // '1' DISCONNECT by the server
        return this.onClose('io server disconnect');
      default:
        return;
    }
  }

  /** An event: onAny listeners get [event, ...args], the event's own listeners ...args. */
  private dispatch(packet: [string, ...unknown[]]) {
    if (this.closed) return;
    for (const listener of this.anyListeners) listener.apply(this, packet);
    const list = this.listeners.get(packet[0]);
    if (!list) return;
    if (packet.length === 2) for (const listener of list) listener(packet[1]);
    else {
      const args = packet.slice(1);
      for (const listener of list) listener(...args);
    }
  }

  private ackFor(id: number) {
    let sent = false;
    return (...args: unknown[]) => {
      if (sent || !this.connected) return;
      sent = true;
      this.ws.send(`43${id}${JSON.stringify(args)}`);
    };
  }

  private emitReserved(event: string, ...args: unknown[]) {
    const list = this.listeners.get(event);
    if (list) for (const listener of list) listener(...args);
  }

  /** Never connected: 'connect_error' once, and the socket closes without a 'disconnect'. */
  private fail(error: Error) {
    if (this.connected || this.closed) return;
    this.closed = true;
    this.stopTimers();
    this.ws.terminate();
    this.emitReserved('connect_error', error);
  }

  /**
   * 'disconnect' with its reason if connected, else 'connect_error' (unless disconnect() closed it); pending acks
   * with a timeout get an Error at once, as socket.io-client's do.
   */
  private onClose(reason: string, connectError = true) {
    if (this.closed) return;
    const wasConnected = this.connected;
    this.closed = true;
    this.connected = false;
    this.stopTimers();
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close();
    else if (this.ws.readyState === WebSocket.CONNECTING) this.ws.terminate();
    if (wasConnected) this.emitReserved('disconnect', reason);
    else if (connectError) this.emitReserved('connect_error', new Error(reason));
    for (const [id, pending] of this.acks) {
      this.acks.delete(id);
      if (pending.timer) clearTimeout(pending.timer);
      if (pending.fn.withError) pending.fn(new Error('socket has been disconnected'));
    }
  }

  private stopTimers() {
    clearTimeout(this.connectTimer);
    clearTimeout(this.pingTimer);
  }
}
