import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { RoomReport } from '@quiz/contract/reports';
import { ReportPlayers } from './report-players';
import { ReportQuestions } from './report-questions';

afterEach(cleanup);

const option = (label: string, picks: number, isCorrect = false) => ({ _id: label, label, picks, isCorrect });
const report: RoomReport = {
  _id: 'r1',
  code: 'XK7P2Q',
  status: 'completed',
  quizTitle: 'Capitals',
  startedAt: null,
  endedAt: null,
  questionCount: 2,
  gradedCount: 2,
  playerCount: 2,
  questions: [
    {
      index: 0,
      _id: 'q1',
      content: 'Capital of France?',
      kind: 'single',
      correctTexts: ['Paris'],
      image: null,
      options: [option('Paris', 2, true), option('Lyon', 0)],
      answered: 2,
      correct: 2,
      unanswered: 0,
      correctRate: 1,
      averageMs: 3250,
    },
    {
      index: 1,
      _id: 'q2',
      content: 'Capital of Italy?',
      kind: 'single',
      correctTexts: ['Rome'],
      image: null,
      options: [option('Rome', 0, true), option('Milan', 1)],
      answered: 1,
      correct: 0,
      unanswered: 1,
      correctRate: 0,
      averageMs: 8000,
    },
  ],
  players: [
    {
      _id: 'p1',
      name: 'Ana',
      username: 'ana',
      isGuest: false,
      isHost: false,
      rank: 1,
      score: 950,
      correctAnswers: 1,
      averageMs: 3000,
      answers: [
        {
          optionId: 'Paris',
          label: 'Paris',
          answered: true,
          optionIds: ['Paris'],
          texts: ['Paris'],
          isCorrect: true,
          points: 950,
          elapsedMs: 3000,
        },
        null,
      ],
    },
    {
      _id: 'p2',
      name: 'Bảo',
      username: 'guest-bao',
      isGuest: true,
      isHost: false,
      rank: 2,
      score: 900,
      correctAnswers: 1,
      averageMs: 6750,
      answers: [
        {
          optionId: 'Paris',
          label: 'Paris',
          answered: true,
          optionIds: ['Paris'],
          texts: ['Paris'],
          isCorrect: true,
          points: 900,
          elapsedMs: 5500,
        },
        {
          optionId: 'Milan',
          label: 'Milan',
          answered: true,
          optionIds: ['Milan'],
          texts: ['Milan'],
          isCorrect: false,
          points: 0,
          elapsedMs: 8000,
        },
      ],
    },
  ],
};

describe('ReportQuestions', () => {
  it('shows the share correct, the average time and the picks, and puts the hardest first on request', () => {
    render(<ReportQuestions report={report} />);
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual(['Q1. Capital of France?', 'Q2. Capital of Italy?']);
    expect(screen.getByText('100% correct')).toBeTruthy();
    expect(screen.getByText(/average 3.3 s/)).toBeTruthy();
    expect(screen.getByText(/1 no answer/)).toBeTruthy();
    const second = screen.getByRole('list', { name: 'Answers to question 2' });
    expect(within(second).getByLabelText('correct answer').parentElement?.textContent).toContain('Rome');
    expect(within(second).getByText('1 pick')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hardest first' }));
    expect(screen.getByRole('button', { name: 'Hardest first' }).getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toEqual(['Q2. Capital of Italy?', 'Q1. Capital of France?']);
  });
});

describe('ReportQuestions with math', () => {
  it('typesets the question and its options, and says why the answer is right', async () => {
    const maths: RoomReport = {
      ...report,
      questions: [
        {
          ...report.questions[0]!,
          content: 'Which is $\\sqrt{2}$ to two places?',
          options: [option('$1.41$', 2, true), option('$1.42$', 0)],
          explanation: '$1.41^2 = 1.9881$ and $1.42^2 = 2.0164$: **1.41** is nearer.',
        },
        report.questions[1]!,
      ],
    };
    render(<ReportQuestions report={maths} />);
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    await untilTypeset(() => expect(first!.querySelectorAll('.katex math')).toHaveLength(5));
    expect(within(first!).getByRole('heading', { level: 3 }).querySelector('msqrt')).not.toBeNull();
    expect(within(first!).getByText('Why').parentElement!.querySelector('strong')?.textContent).toBe('1.41');
    expect(within(second!).queryByText('Why')).toBeNull();
  });
});

describe('ReportPlayers', () => {
  it('lists each player with what they answered to every question', () => {
    render(<ReportPlayers report={report} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1Ana9501/23.0 s✓ Paris (correct)not reached',
      '2BảoGuest9001/26.8 s✓ Paris (correct)✗ Milan (wrong)',
    ]);
  });
});

describe('ReportPlayers with every kind of question', () => {
  const answer = (texts: string[], isCorrect: boolean) => ({
    optionId: null,
    label: texts.join(', '),
    answered: true,
    optionIds: [],
    texts,
    isCorrect,
    points: isCorrect ? 1000 : 0,
    elapsedMs: 2000,
  });
  const question = (index: number, kind: RoomReport['questions'][number]['kind']) => ({
    ...report.questions[0]!,
    index,
    _id: `k${index}`,
    kind,
    options: [],
  });
  const kinds: RoomReport = {
    ...report,
    questionCount: 4,
    gradedCount: 3,
    questions: [question(0, 'multiple'), question(1, 'typed'), question(2, 'ordering'), question(3, 'poll')],
    players: [
      {
        ...report.players[0]!,
        answers: [
          answer(['Red', 'Blue'], true),
          answer(['tokyo'], true),
          answer(['Venus', 'Mercury'], false),
          answer(['Oceans'], false),
        ],
      },
    ],
  };

  it('shows what was answered to a multiple select, a typed and an ordering question, and a poll vote without right or wrong', () => {
    render(<ReportPlayers report={kinds} />);
    const cells = within(screen.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .slice(-4)
      .map((c) => c.textContent);
    expect(cells).toEqual(['✓ Red, Blue (correct)', '✓ tokyo (correct)', '✗ Venus, Mercury (wrong)', 'Oceans']);
  });

  it('typesets options picked with math, and keeps a typed answer the plain text it was typed as', async () => {
    const typed: RoomReport = {
      ...kinds,
      questions: kinds.questions.slice(0, 2),
      players: [{ ...kinds.players[0]!, answers: [answer(['$x^2$', '$2x$'], true), answer(['$x^2$'], true)] }],
    };
    render(<ReportPlayers report={typed} />);
    const [multiple, written] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell').slice(-2);
    await untilTypeset(() => expect(multiple!.querySelectorAll('.katex')).toHaveLength(2));
    expect(written!.textContent).toBe('✓ $x^2$ (correct)');
    expect(written!.querySelector('.katex')).toBeNull();
  });

  it('counts right answers out of the questions one can get right: a poll is not one of them', () => {
    render(<ReportPlayers report={kinds} />);
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('1/3')).toBeTruthy();
  });

  it('puts a poll after the graded questions when the hardest come first', () => {
    // Nobody gets a poll right: by its rate alone it would come first.
    const rates = [0.5, 1, 1, 0];
    const poll = { ...kinds, questions: kinds.questions.map((q, i) => ({ ...q, correctRate: rates[i]! })) };
    render(<ReportQuestions report={poll} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hardest first' }));
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.slice(0, 3));
    expect(titles).toEqual(['Q1.', 'Q2.', 'Q3.', 'Q4.']);
  });
});
