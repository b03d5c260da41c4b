/** Factories: unique users, created through the same service code as the API. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Language } from '@quiz/contract/languages';
import { quizInput, type Quiz, type QuizInput } from '@quiz/contract/quizzes';
import { users, type UserRow } from '../src/db/schema/users';
import { createQuiz } from '../src/modules/quizzes/service';
import { loginUser, registerUser } from '../src/modules/users/service';

export function uniqueUserInput(
  overrides: { username?: string; email?: string; password?: string; displayName?: string; language?: Language } = {},
) {
  const id = randomUUID().slice(0, 8);
  return {
    username: overrides.username ?? `user_${id}`,
    email: overrides.email ?? `user_${id}@example.test`,
    password: overrides.password ?? 'secret-password',
    ...(overrides.displayName !== undefined ? { displayName: overrides.displayName } : {}),
    ...(overrides.language !== undefined ? { language: overrides.language } : {}),
  };
}

export async function makeUser(app: FastifyInstance, overrides: Parameters<typeof uniqueUserInput>[0] = {}) {
  const input = uniqueUserInput(overrides);
  await registerUser(app.ctx, input);
  const { token, user } = await loginUser(app.ctx, { email: input.email, password: input.password });
  return { user, token, password: input.password, auth: { authorization: `Bearer ${token}` } };
}

/** A 1×1 PNG, the smallest real image. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body built by hand, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----qa${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function quizInputFor(overrides: Partial<QuizInput> = {}): QuizInput {
  return {
    title: `Capitals of Europe ${randomUUID().slice(0, 6)}`,
    description: 'Which city is the capital?',
    category: 'Geography',
    isPublic: true,
    questions: [
      {
        content: 'What is the capital of France?',
        options: [
          { label: 'Paris', isCorrect: true },
          { label: 'Lyon', isCorrect: false },
          { label: 'Nice', isCorrect: false },
          { label: 'Lille', isCorrect: false },
        ],
      },
      {
        content: 'What is the capital of Italy?',
        options: [
          { label: 'Milan', isCorrect: false },
          { label: 'Rome', isCorrect: true },
        ],
      },
    ],
    ...overrides,
  };
}

/** Right answers to both questions of a quiz made from quizInputFor: Paris (option 0), then Rome (option 1). */
export const rightAnswers = (quiz: Quiz) => [
  { questionId: quiz.questions[0]!._id, selectedAnswer: quiz.questions[0]!.options[0]!._id },
  { questionId: quiz.questions[1]!._id, selectedAnswer: quiz.questions[1]!.options[1]!._id },
];

export async function makeQuiz(app: FastifyInstance, owner: UserRow, overrides: Partial<QuizInput> = {}) {
  return createQuiz(app.ctx, { user: owner, input: quizInput.parse(quizInputFor(overrides)) });
}

/**
 * Submits a solo attempt at a quiz made from quizInputFor (Paris and Rome are right), answering question i right
 * when `correctly[i]` is true (or every question the same way when it is one boolean).
 */
export async function submitAttempt(
  app: FastifyInstance,
  who: { auth: Record<string, string> },
  quizId: string,
  correctly: boolean[] | boolean,
  timeSpent = 42,
) {
  const quiz = (await app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: who.auth })).json().data as {
    questions: { _id: string; options: { _id: string; label: string }[] }[];
  };
  const answers = quiz.questions.map((q, i) => {
    const right = Array.isArray(correctly) ? correctly[i] : correctly;
    const chosen = q.options.find((o) => ['Paris', 'Rome'].includes(o.label) === right)!;
    return { questionId: q._id, selectedAnswer: chosen._id };
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/quizzes/${quizId}/submit`,
    headers: who.auth,
    payload: { answers, timeSpent },
  });
  if (res.statusCode !== 201) throw new Error(`attempt not submitted: ${res.body}`);
}

export async function makeAdmin(app: FastifyInstance) {
  const made = await makeUser(app);
  const [user] = await app.ctx.db
    .update(users)
    .set({ accountType: 'admin' })
    .where(eq(users.id, made.user.id))
    .returning();
  return { ...made, user: user! };
}

/**
 * A quiz with one question of each kind (issue 16), in this order: single, multiple, true/false, typed, ordering,
 * poll. The right answers: Paris; Red and Blue; True; 'Hà Nội' (or 'Ha Noi'); Mercury, Venus, Earth, Mars; none.
 */
export function kindsQuizInput(overrides: Partial<QuizInput> = {}): QuizInput {
  return quizInputFor({
    title: `Every kind ${randomUUID().slice(0, 6)}`,
    questions: [
      {
        kind: 'single',
        content: 'What is the capital of France?',
        options: [
          { label: 'Paris', isCorrect: true },
          { label: 'Lyon', isCorrect: false },
        ],
        explanation: 'Why: the government sits in **Paris**.',
      },
      {
        kind: 'multiple',
        content: 'Which are primary colours?',
        options: [
          { label: 'Red', isCorrect: true },
          { label: 'Green', isCorrect: false },
          { label: 'Blue', isCorrect: true },
        ],
      },
      {
        kind: 'true_false',
        content: 'The Sun is a star.',
        options: [
          { label: 'True', isCorrect: true },
          { label: 'False', isCorrect: false },
        ],
      },
      {
        kind: 'typed',
        content: 'Which city is the capital of Vietnam?',
        acceptedAnswers: ['Hà Nội'],
        explanation: 'Why: it has been the capital since $1976$.',
      },
      {
        kind: 'ordering',
        content: 'Put the planets in order from the Sun.',
        options: [{ label: 'Mercury' }, { label: 'Venus' }, { label: 'Earth' }, { label: 'Mars' }],
      },
      {
        kind: 'poll',
        content: 'Which topic next?',
        options: [{ label: 'Oceans' }, { label: 'Volcanoes' }],
      },
    ],
    ...overrides,
  });
}

export async function makeKindsQuiz(app: FastifyInstance, owner: UserRow, overrides: Partial<QuizInput> = {}) {
  return createQuiz(app.ctx, { user: owner, input: quizInput.parse(kindsQuizInput(overrides)) });
}

/** How many quizzes the signed-in person has made. */
export async function myQuizCount(app: FastifyInstance, auth: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/quizzes?createdBy=me', headers: auth });
  return (res.json() as { pagination: { total: number } }).pagination.total;
}
