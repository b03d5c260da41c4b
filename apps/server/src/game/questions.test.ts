import { describe, expect, it } from 'vitest';
import { fullQuestion, servedQuestionOf, shownOrderOf, shuffledOrder, stableOrder } from './questions';

const items = ['a', 'b', 'c'];
const key = new TextEncoder().encode('a server secret of some length, 32+');
const otherKey = new TextEncoder().encode('another server secret, also long enough');

describe('the order an ordering question is shown in', () => {
  it('is never the answer, whatever the random draws', () => {
    let n = 0;
    // A generator that would keep the order as it is, then moves on: the shuffle draws again.
    const stubborn = () => (n++ < 10 ? 0.999 : Math.random());
    expect(shuffledOrder(items, stubborn)).not.toEqual(items);
    for (let i = 0; i < 200; i++) expect(shuffledOrder(items, Math.random)).not.toEqual(items);
  });

  it('is the same on every read of a question, so reading again tells nothing new', () => {
    for (let i = 0; i < 50; i++) {
      const id = `question-${i}`;
      const first = stableOrder(items, key, id);
      expect(first).not.toEqual(items);
      expect([...first].sort()).toEqual(items);
      expect(stableOrder(items, key, id)).toEqual(first);
    }
  });

  it("depends on the server's key and the question, so it cannot be worked out from the page", () => {
    const ids = Array.from({ length: 50 }, (_, i) => `question-${i}`);
    const orders = new Set(ids.map((id) => stableOrder(items, key, id).join()));
    // Three items have five orders that are not the answer: fifty questions draw more than one of them.
    expect(orders.size).toBeGreaterThan(1);
    expect(ids.some((id) => stableOrder(items, key, id).join() !== stableOrder(items, otherKey, id).join())).toBe(true);
  });

  it('is served to a reader as shownOrderOf gives it, which a game copies and the export keeps', () => {
    for (let i = 0; i < 20; i++) {
      const question = fullQuestion({
        id: `question-${i}`,
        content: 'Order these',
        kind: 'ordering',
        options: items.map((id) => ({ id, label: id.toUpperCase(), isCorrect: false })),
      });
      const shown = shownOrderOf(question, key);
      expect(shown).toEqual(stableOrder(items, key, question.id));
      expect(servedQuestionOf(question, { key }).options.map((o) => o._id)).toEqual(shown);
      expect(servedQuestionOf(question, { order: shown }).options.map((o) => o._id)).toEqual(shown);
    }
    const choice = fullQuestion({
      id: 'q3',
      content: 'Pick',
      kind: 'single',
      options: items.map((id) => ({ id, label: id, isCorrect: id === 'a' })),
    });
    expect(shownOrderOf(choice, key)).toEqual(items);
  });

  it("serves a game's own order when it has one, and no option flags or accepted answers", () => {
    const question = fullQuestion({
      id: 'q1',
      content: 'Order these',
      kind: 'ordering',
      options: items.map((id) => ({ id, label: id.toUpperCase(), isCorrect: false })),
    });
    const served = servedQuestionOf(question, { order: ['c', 'a', 'b'] });
    expect(served.options).toEqual([
      { _id: 'c', label: 'C' },
      { _id: 'a', label: 'A' },
      { _id: 'b', label: 'B' },
    ]);
    const typed = servedQuestionOf(
      fullQuestion({ id: 'q2', content: 'Type', kind: 'typed', options: [], acceptedAnswers: ['Hà Nội'] }),
      { key },
    );
    expect(JSON.stringify(typed)).not.toContain('Hà Nội');
    expect(typed.options).toEqual([]);
  });
});
