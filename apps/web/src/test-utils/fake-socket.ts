/**
 * A stand-in for the shared socket in component tests: records what is sent, lets the test play the server's
 * events. Use with `vi.mock('<path>/lib/socket', async () => (await import('<path>/test-utils/fake-socket')).fakeSocketModule)`.
 */
import { vi } from 'vitest';

type Handler = (data: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

export const fake = {
  socket: {
    connected: true,
    emitted: [] as [string, unknown][],
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
    },
    emit(event: string, payload: unknown) {
      this.emitted.push([event, payload]);
    },
  },
  /** The server sends an event to this tab. */
  receive(event: string, data: unknown) {
    for (const handler of handlers.get(event) ?? []) handler(data);
  },
  state: { status: 'connected', settled: true, restarting: false },
  request: vi.fn(),
  reset(connected = true) {
    handlers.clear();
    this.socket.emitted = [];
    this.socket.connected = connected;
    this.state = { status: connected ? 'connected' : 'disconnected', settled: true, restarting: false };
    this.request.mockReset();
  },
};

export const fakeSocketModule = {
  getSocket: () => fake.socket,
  connectSocket: () => {},
  reconnectSocket: () => {},
  subscribeConnection: () => () => {},
  connectionState: () => fake.state,
  registerInlineNotice: () => () => {},
  request: fake.request,
};
