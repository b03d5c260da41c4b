import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { MessagesVi } from '@quiz/contract/messages-vi';

type Handler = (...args: unknown[]) => void;

/** socket.io-client's socket, as far as lib/socket.ts uses it: events in, connect/disconnect out. */
class FakeSocket {
  connected = false;
  active = false;
  readonly handlers = new Map<string, Handler[]>();
  readonly managerHandlers = new Map<string, Handler[]>();
  readonly connect = vi.fn(() => {
    this.active = true;
  });
  readonly disconnect = vi.fn(() => {
    this.active = false;
    this.connected = false;
  });
  readonly io = {
    on: (event: string, handler: Handler) => this.add(this.managerHandlers, event, handler),
    reconnectionAttempts: vi.fn(),
    reconnectionDelay: vi.fn(),
    reconnectionDelayMax: vi.fn(),
    randomizationFactor: vi.fn(),
  };
  on(event: string, handler: Handler) {
    this.add(this.handlers, event, handler);
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  fireManager(event: string) {
    for (const handler of this.managerHandlers.get(event) ?? []) handler();
  }
  private add(map: Map<string, Handler[]>, event: string, handler: Handler) {
    map.set(event, [...(map.get(event) ?? []), handler]);
  }
}

const made: FakeSocket[] = [];
/** The options each socket was made with. */
const options: Record<string, unknown>[] = [];
vi.mock('socket.io-client', () => ({
  io: (given: Record<string, unknown>) => {
    const socket = new FakeSocket();
    made.push(socket);
    options.push(given);
    return socket;
  },
}));
const toasts = vi.hoisted(() => ({ error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toasts }));

const { connectionState, getSocket, patientRetry, registerInlineNotice, specRetry, unwrapAck } =
  await import('./socket');
const { ApiError, errorMessage } = await import('./api-client');
const { chooseLanguage } = await import('../i18n');

let token = 0;
/** A fresh session socket that connected once and then lost its connection. */
function droppedSocket(reason: string) {
  getSocket(`token-${++token}`);
  const socket = made.at(-1)!;
  socket.connected = true;
  socket.fire('connect');
  socket.connected = false;
  // socket.io goes on retrying by itself unless the server closed the connection on purpose.
  socket.active = reason !== 'io server disconnect';
  socket.fire('disconnect', reason);
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime connection through a server restart', () => {
  it('says the server is restarting, and keeps trying after socket.io gives up, further apart', () => {
    getSocket(`token-${++token}`);
    const socket = made.at(-1)!;
    socket.connected = true;
    socket.fire('connect');
    socket.fire('server-restarting', { message: Messages.serverRestarting });
    expect(connectionState().restarting).toBe(true);

    socket.connected = false;
    socket.fire('disconnect', 'io server disconnect');
    expect(toasts.loading).toHaveBeenLastCalledWith(Messages.serverRestarting, { id: 'realtime-connection' });
    expect(toasts.error).not.toHaveBeenCalled();
    expect(connectionState().status).toBe('connecting');
    // Closed by the server on purpose: socket.io will not retry by itself, so the client asks, within the first wait.
    vi.advanceTimersByTime(specRetry.delayMs);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    // socket.io's five attempts ran out; the socket still counts as active, so it is restarted, not just opened.
    socket.fireManager('reconnect_failed');
    expect(socket.io.reconnectionAttempts).toHaveBeenLastCalledWith(Infinity);
    expect(socket.io.reconnectionDelayMax).toHaveBeenLastCalledWith(patientRetry.delayMaxMs);
    expect(socket.io.randomizationFactor).toHaveBeenLastCalledWith(patientRetry.randomization);
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(connectionState().status).toBe('connecting');

    socket.connected = true;
    socket.fire('connect');
    expect(toasts.dismiss).toHaveBeenLastCalledWith('realtime-connection');
    expect(connectionState()).toMatchObject({ status: 'connected', restarting: false });
    // Back to the spec's five attempts about a second apart, still at random, for the next drop.
    expect(socket.io.reconnectionAttempts).toHaveBeenLastCalledWith(5);
    expect(socket.io.reconnectionDelay).toHaveBeenLastCalledWith(1000);
    expect(socket.io.reconnectionDelayMax).toHaveBeenLastCalledWith(1500);
    expect(socket.io.randomizationFactor).toHaveBeenLastCalledWith(0.5);
  });

  it('asks again at a random moment within the first second when a restart drops every socket at once', () => {
    const random = vi.spyOn(Math, 'random');
    try {
      // One phone draws early, one late: the one drawing late has not asked yet when the early one has.
      random.mockReturnValue(0.1);
      const early = droppedSocket('io server disconnect');
      vi.advanceTimersByTime(500);
      expect(early.connect).toHaveBeenCalledTimes(1);
      random.mockReturnValue(0.9);
      const late = droppedSocket('io server disconnect');
      vi.advanceTimersByTime(500);
      expect(late.connect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(500);
      expect(late.connect).toHaveBeenCalledTimes(1);
    } finally {
      random.mockRestore();
    }
  });

  it('connects over WebSocket first, long-polling only when that fails, and waits a random, capped time to retry', () => {
    getSocket(`token-${++token}`);
    expect(options.at(-1)).toMatchObject({
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 1500,
      randomizationFactor: 0.5,
    });
  });

  it('reports a connection lost without notice, and never stops trying while the page is open', () => {
    const socket = droppedSocket('transport close');
    expect(toasts.loading).toHaveBeenLastCalledWith(Messages.connectionLost, { id: 'realtime-connection' });
    socket.fireManager('reconnect_failed');
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.io.reconnectionAttempts).toHaveBeenLastCalledWith(Infinity);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(connectionState().status).toBe('connecting');
  });

  it('tries at once when the phone is back online or the page is looked at again', () => {
    const socket = droppedSocket('transport close');
    window.dispatchEvent(new Event('online'));
    expect(socket.connect).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it('shows one notice: no toast while the page says it itself, the toast again once it does not', () => {
    const stop = registerInlineNotice();
    droppedSocket('transport close');
    expect(toasts.loading).not.toHaveBeenCalled();
    stop();
    expect(toasts.loading).toHaveBeenLastCalledWith(Messages.connectionLost, { id: 'realtime-connection' });
  });

  it('says the realtime updates are unavailable when the server refuses the connection', () => {
    getSocket(`token-${++token}`);
    const socket = made.at(-1)!;
    socket.active = false;
    socket.fire('connect_error', new Error('refused'));
    expect(toasts.error).toHaveBeenCalledWith(Messages.realtimeUnavailable, { id: 'realtime-connection' });
    expect(connectionState().status).toBe('disconnected');
  });
});

describe('an acknowledgement that refuses', () => {
  it('becomes the error an HTTP call would give, keeping the message’s key for the reader’s language', async () => {
    let thrown: unknown;
    try {
      // A wording this client does not know: the key alone finds the message.
      unwrapAck({
        success: false,
        message: 'No such room (old wording)',
        code: 'not_found',
        messageKey: 'roomNotFound',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 404, code: 'not_found', messageKey: 'roomNotFound' });
    vi.useRealTimers();
    await chooseLanguage('vi');
    try {
      expect(errorMessage(thrown, Messages.internalError)).toBe('Không tìm thấy phòng');
    } finally {
      await chooseLanguage('en');
    }
  });

  it('words a refusal that names people or numbers in the reader’s language, from its key and arguments', async () => {
    let thrown: unknown;
    try {
      unwrapAck({
        success: false,
        message: 'Maximum participants must be a whole number between 2 and 60',
        code: 'validation_failed',
        messageKey: 'maxParticipantsRange',
        messageParams: [60],
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ messageKey: 'maxParticipantsRange', messageParams: [60] });
    await chooseLanguage('vi');
    try {
      expect(errorMessage(thrown, Messages.internalError)).toBe(MessagesVi.maxParticipantsRange(60));
    } finally {
      await chooseLanguage('en');
    }
  });
});
