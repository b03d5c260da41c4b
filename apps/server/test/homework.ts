/**
 * A class with homework for the assignments tests: a teacher, a private quiz of theirs, an account student who
 * joined with the code and a card student signed in with their card. Shared by the homework tests.
 */
import { expect } from 'vitest';
import type { LoginCard } from '@quiz/contract/classes';
import type { Quiz } from '@quiz/contract/quizzes';
import type { TestApp } from './helpers';
import { makeQuiz, makeUser } from './factories';

export type Who = { auth: Record<string, string> } | null;
const hour = 60 * 60 * 1000;
export const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

export function caller(t: TestApp) {
  return (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
}

export async function classWithStudents(t: TestApp) {
  const call = caller(t);
  const teacher = await makeUser(t.app);
  const quiz = await makeQuiz(t.app, teacher.user, { isPublic: false });
  const made = await call(teacher, 'POST', '/classes', { name: 'Lớp 6A' });
  const klass = made.json().data as { _id: string; code: string };
  const student = await makeUser(t.app);
  expect((await call(student, 'POST', '/classes/join', { code: klass.code })).statusCode).toBe(200);
  await call(teacher, 'POST', `/classes/${klass._id}/roster`, { names: 'Lan' });
  const card = ((await call(teacher, 'GET', `/classes/${klass._id}/cards`)).json().data.cards as LoginCard[])[0]!;
  const signedIn = await call(null, 'POST', '/class-cards/sign-in', {
    code: klass.code,
    studentId: card._id,
    secret: card.secret,
  });
  const token = signedIn.json().token as string;
  const cardStudent = { token, auth: { authorization: `Bearer ${token}` } };
  return { call, teacher, quiz: quiz as Quiz, klass, student, cardStudent, cardMemberId: card._id };
}

/** Assigns the quiz to the class: due in two days unless told otherwise. */
export async function assign(
  setup: Awaited<ReturnType<typeof classWithStudents>>,
  fields: object = {},
): Promise<{ _id: string }> {
  const res = await setup.call(setup.teacher, 'POST', '/assignments', {
    quizId: setup.quiz._id,
    classIds: [setup.klass._id],
    dueAt: inHours(48),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { _id: string }[])[0]!;
}

/** The quiz's answers as the student sees it through the homework: all right, or all wrong. */
export function answersFor(setup: Awaited<ReturnType<typeof classWithStudents>>, right: boolean) {
  const quiz = setup.quiz;
  return quiz.questions.map((q, i) => {
    const correct = i === 0 ? q.options[0]! : q.options[1]!;
    const wrong = q.options.find((o) => o._id !== correct._id)!;
    return { questionId: q._id, selectedAnswer: right ? correct._id : wrong._id };
  });
}

/** Hands in an attempt at the homework. */
export async function handIn(
  setup: Awaited<ReturnType<typeof classWithStudents>>,
  who: Who,
  assignmentId: string,
  right = true,
) {
  return setup.call(who, 'POST', `/quizzes/${setup.quiz._id}/submit`, {
    answers: answersFor(setup, right),
    timeSpent: 30,
    assignmentId,
  });
}
