/**
 * Questions from a worker process to the primary over the cluster's IPC channel, and the primary's answers (issue
 * 41): what every worker must count or see together without Redis (rate limits, metrics) is kept by the primary.
 */
import cluster from 'node:cluster';

const askType = 'qa:ask';
const answerType = 'qa:answer';

interface Ask {
  type: typeof askType;
  id: number;
  topic: string;
  payload: unknown;
}
interface Answer {
  type: typeof answerType;
  id: number;
  result?: unknown;
  error?: string;
}

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === askType;
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === answerType;

let nextId = 0;
const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
let listening = false;

/** Asks the primary; rejects when it answers with an error or not within `timeoutMs`. */
export function askPrimary<T>(topic: string, payload: unknown, timeoutMs = 5000): Promise<T> {
  const send = process.send?.bind(process);
  if (!send) return Promise.reject(new Error(`${topic}: this process is not a cluster worker`));
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isAnswer(message)) return;
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.result);
    });
  }
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`${topic}: the primary process did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    timer.unref();
    waiting.set(id, {
      resolve: (result) => {
        clearTimeout(timer);
        resolve(result as T);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    send({ type: askType, id, topic, payload } satisfies Ask);
  });
}

export type Handlers = Record<string, (payload: never) => unknown>;

/** In the primary: answers every worker's questions with `handlers`, by topic. */
export function answerWorkers(handlers: Handlers) {
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    const handler = handlers[message.topic] as ((payload: unknown) => unknown) | undefined;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: answerType, id: message.id, ...answer } satisfies Answer);
    };
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`no answer for ${message.topic}`);
        return handler(message.payload);
      })
      .then(
        (result) => reply({ result }),
        (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
      );
  });
}
