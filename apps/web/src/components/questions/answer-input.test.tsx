import { untilTypeset } from '../../test-utils/until-typeset';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { QuestionKind } from '@quiz/contract/limits';
import { AnswerInput, answerFields, isAnswered, type AnswerValue } from './answer-input';
import { ComposedAnswer } from './composed-answer';
import { liveAnswerFields } from './live-answer';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const question = (kind: QuestionKind, labels = ['Mercury', 'Venus', 'Earth']) => ({
  _id: 'q1',
  kind,
  options: labels.map((label) => ({ _id: label.toLowerCase(), label })),
});

function Harness({ kind, onValue }: { kind: QuestionKind; onValue(value: AnswerValue): void }) {
  const [value, setValue] = useState<AnswerValue | undefined>();
  return (
    <AnswerInput
      question={question(kind)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('answering a question of any kind', () => {
  it('picks one option for a single choice, replacing the pick before', () => {
    const onValue = vi.fn();
    render(<Harness kind="single" onValue={onValue} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Venus' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Earth' }));
    expect(onValue).toHaveBeenLastCalledWith({ optionIds: ['earth'] });
    expect(screen.getByRole('radio', { name: 'Earth' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Venus' }).getAttribute('aria-checked')).toBe('false');
  });

  it('toggles several options for a multiple select', () => {
    const onValue = vi.fn();
    render(<Harness kind="multiple" onValue={onValue} />);
    expect(screen.getByText('Select all that apply.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mercury' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Earth' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mercury' }));
    expect(onValue).toHaveBeenLastCalledWith({ optionIds: ['earth'] });
  });

  it('takes a typed answer of at most 80 characters', () => {
    const onValue = vi.fn();
    render(<Harness kind="typed" onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Your answer');
    expect(input.maxLength).toBe(80);
    fireEvent.change(input, { target: { value: 'Hà Nội' } });
    expect(onValue).toHaveBeenLastCalledWith({ text: 'Hà Nội' });
  });

  it('asks a phone not to complete, correct, capitalise or spell-check a typed answer', () => {
    render(<Harness kind="typed" onValue={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Your answer');
    expect(
      ['autocomplete', 'autocorrect', 'autocapitalize', 'spellcheck'].map((name) => input.getAttribute(name)),
    ).toEqual(['off', 'off', 'none', 'false']);
  });

  it('moves ordering items up and down with buttons, the ends disabled', () => {
    const onValue = vi.fn();
    render(<Harness kind="ordering" onValue={onValue} />);
    expect((screen.getByRole('button', { name: 'Move Mercury up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Earth down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Earth up' }));
    expect(onValue).toHaveBeenLastCalledWith({ order: ['mercury', 'earth', 'venus'] });
    fireEvent.click(screen.getByRole('button', { name: 'Move Mercury down' }));
    expect(onValue).toHaveBeenLastCalledWith({ order: ['earth', 'mercury', 'venus'] });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Earth');
  });
});

describe('options and items written with math or code', () => {
  it('typesets each option inside its button, inline, and the pick still works', async () => {
    const onChange = vi.fn();
    const maths = question('single', ['$\\frac{1}{2}$', '`0.5`', 'a half']);
    render(<AnswerInput question={maths} value={undefined} onChange={onChange} />);
    const [fraction, code, words] = screen.getAllByRole('radio');
    await untilTypeset(() => expect(fraction!.querySelector('.katex math mfrac')).not.toBeNull());
    await untilTypeset(() => expect(code!.querySelector('code')?.textContent).toBe('0.5'));
    expect(fraction!.querySelector('p, div')).toBeNull();
    expect(words!.innerHTML).toBe('a half');
    fireEvent.click(fraction!);
    expect(onChange).toHaveBeenCalledWith({ optionIds: ['$\\frac{1}{2}$'] });
  });

  it('typesets ordering items', async () => {
    render(<AnswerInput question={question('ordering', ['$x^2$', '$x$'])} value={undefined} onChange={vi.fn()} />);
    const [first] = screen.getAllByRole('listitem');
    await untilTypeset(() => expect(first!.querySelector('.katex msup')).not.toBeNull());
  });
});

describe("an answer in the API's fields", () => {
  it('sends one pick as the spec field, several as selectedAnswers, a trimmed text, or the order', () => {
    expect(answerFields('single', { optionIds: ['a'] })).toEqual({ pick: 'a' });
    expect(answerFields('multiple', { optionIds: ['a', 'b'] })).toEqual({ selectedAnswers: ['a', 'b'] });
    expect(answerFields('typed', { text: '  Ha Noi ' })).toEqual({ text: 'Ha Noi' });
    expect(answerFields('ordering', { order: ['b', 'a'] })).toEqual({ order: ['b', 'a'] });
    expect(liveAnswerFields('poll', 'o1')).toEqual({ answerId: 'o1' });
    expect(liveAnswerFields('true_false', { optionIds: ['t'] })).toEqual({ answerId: 't' });
  });

  it('counts a blank text or no pick as no answer', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ text: '   ' })).toBe(false);
    expect(isAnswered({ optionIds: [] })).toBe(false);
    expect(isAnswered({ text: 'x' })).toBe(true);
  });
});

describe('a live answer of several taps', () => {
  it("sends nothing until 'Submit answer', and sends an ordering as shown when the player keeps it", () => {
    const onSubmit = vi.fn();
    render(<ComposedAnswer question={question('ordering')} draftScope="G1" locked={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(onSubmit).toHaveBeenCalledWith({ order: ['mercury', 'venus', 'earth'] });
  });

  it('keeps Submit answer disabled until something is typed', () => {
    const onSubmit = vi.fn();
    render(<ComposedAnswer question={question('typed', [])} draftScope="G1" locked={false} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Submit answer' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Hue' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Hue' });
  });
});

describe('an answer being built, across a language switch or a reload', () => {
  const composed = (kind: QuestionKind, labels?: string[], scope = 'G1') => (
    <ComposedAnswer question={question(kind, labels)} draftScope={scope} locked={false} onSubmit={() => {}} />
  );

  it('keeps the text typed so far when the answer is drawn again', () => {
    const first = render(composed('typed', []));
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Hu' } });
    first.unmount();
    render(composed('typed', []));
    expect((screen.getByLabelText('Your answer') as HTMLInputElement).value).toBe('Hu');
  });

  it('keeps the options ticked and the order set so far', () => {
    const ticked = render(composed('multiple'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Venus' }));
    ticked.unmount();
    render(composed('multiple'));
    expect(screen.getByRole('checkbox', { name: 'Venus' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Earth' }).getAttribute('aria-checked')).toBe('false');
    cleanup();

    const ordered = render(composed('ordering'));
    fireEvent.click(screen.getByRole('button', { name: 'Move Earth up' }));
    ordered.unmount();
    render(composed('ordering'));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.map((text) => text?.replace(/^\d/, ''))).toEqual(['Mercury', 'Earth', 'Venus']);
  });

  it('gives nothing of one game to another, and drops a draft that no longer fits the question', () => {
    const first = render(composed('typed', []));
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Hue' } });
    first.unmount();
    render(composed('typed', [], 'G2'));
    expect((screen.getByLabelText('Your answer') as HTMLInputElement).value).toBe('');
    cleanup();

    sessionStorage.setItem('answer-draft:G1', JSON.stringify({ questionId: 'q1', value: { optionIds: ['pluto'] } }));
    render(composed('multiple'));
    expect(screen.getAllByRole('checkbox').every((box) => box.getAttribute('aria-checked') === 'false')).toBe(true);
  });
});
