/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1 (random port) for tests.
 *
 *   const ai = await startFakeOpenAi([{ kind: 'content', content: 'not json' }, { kind: 'json', body: quizAnswer(5) }]);
 *   // settings: { baseUrl: ai.baseUrl, apiKey: 'sk-test', model: 'fake-model' }
 *   ai.requests[0].body.response_format; ai.requests[0].headers.authorization
 *   await ai.close();
 *
 * Each POST /v1/chat/completions takes the next reply from the queue (or asks the function). When the
 * queue is empty the fake writes a good quiz itself: as many questions as the prompt asks for
 * ("exactly N questions"), citing the first "[Page N]" of the document if there is one.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** A good answer: `body` is sent as the message content (JSON.stringify). */
  | { kind: 'json'; body: unknown }
  /** A quiz built from the request (count from the prompt, page from the document). */
  | { kind: 'quiz' }
  /** The message content exactly as given (e.g. malformed JSON, or ''). */
  | { kind: 'content'; content: string }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Never answers (until close()). */
  | { kind: 'hang' }
  /** 400 about response_format when asked for json_schema; otherwise answers like 'json' (or 'quiz' without a body). */
  | { kind: 'no-json-schema'; body?: unknown };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body. */
  body: ChatRequestBody;
}

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  [key: string]: unknown;
}

export type FakeBehaviour = FakeReply[] | ((request: RecordedRequest, index: number) => FakeReply);

export interface FakeOpenAi {
  /** e.g. http://127.0.0.1:12345/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A valid quiz answer with `count` questions; the correct option is `correctIndex` (default 1). */
export function quizAnswer(
  count: number,
  options: { title?: string; page?: number | null; correctIndex?: number; prefix?: string } = {},
) {
  const prefix = options.prefix ?? 'Question';
  const correctIndex = options.correctIndex ?? 1;
  return {
    title: options.title ?? 'A generated quiz',
    questions: Array.from({ length: count }, (_, i) => ({
      content: `${prefix} ${i + 1}?`,
      options: ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((o) => `${o} ${i + 1}`),
      correctIndex,
      ...(options.page === undefined ? {} : { page: options.page }),
    })),
  };
}

function quizFromRequest(body: ChatRequestBody) {
  const prompt = (body.messages ?? []).map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  const count = Number(/exactly (\d+) questions/i.exec(prompt)?.[1] ?? 10);
  const page = /\[Page (\d+)\]/.exec(prompt)?.[1];
  return quizAnswer(count, { page: page ? Number(page) : undefined });
}

function completion(model: string | undefined, content: string) {
  return {
    id: `chatcmpl-fake-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'fake-model',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 10, completion_tokens: Math.ceil(content.length / 4), total_tokens: 10 + content.length },
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, message: string, param: string | null = null) {
  send(res, status, {
    error: { message, type: status < 500 ? 'invalid_request_error' : 'server_error', param, code: null },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi(behaviour: FakeBehaviour = []): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const queue = Array.isArray(behaviour) ? [...behaviour] : undefined;

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (req.method === 'GET' && path === '/v1/models') {
        send(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'fake' }] });
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        sendError(res, 404, `Unknown route ${req.method} ${path}`);
        return;
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(raw) as ChatRequestBody;
      } catch {
        sendError(res, 400, 'Request body is not JSON');
        return;
      }
      const recorded: RecordedRequest = { method: req.method, path, headers: req.headers, body };
      const index = requests.length;
      requests.push(recorded);
      const reply: FakeReply = queue
        ? (queue.shift() ?? { kind: 'quiz' })
        : (behaviour as Exclude<FakeBehaviour, FakeReply[]>)(recorded, index);

      switch (reply.kind) {
        case 'json':
          send(res, 200, completion(body.model, JSON.stringify(reply.body)));
          return;
        case 'quiz':
          send(res, 200, completion(body.model, JSON.stringify(quizFromRequest(body))));
          return;
        case 'content':
          send(res, 200, completion(body.model, reply.content));
          return;
        case 'status':
          sendError(res, reply.status, reply.message ?? `Fake error ${reply.status}`);
          return;
        case 'hang':
          return; // the socket stays open until close()
        case 'no-json-schema':
          if (body.response_format?.type === 'json_schema') {
            sendError(
              res,
              400,
              "Invalid value for 'response_format': json_schema is not supported by this server",
              'response_format',
            );
            return;
          }
          send(res, 200, completion(body.model, JSON.stringify(reply.body ?? quizFromRequest(body))));
          return;
      }
    })().catch(() => {
      if (!res.headersSent) sendError(res, 500, 'Fake server failure');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
