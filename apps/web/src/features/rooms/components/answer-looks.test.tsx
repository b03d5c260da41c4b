import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ComposedAnswer } from '../../../components/questions/composed-answer';
import { OptionFace } from './answer-looks';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const question = {
  _id: 'q1',
  kind: 'multiple' as const,
  options: ['Red', 'Blue', 'Green'].map((label) => ({ _id: label.toLowerCase(), label })),
};

describe("a multiple-select question on a live game's phone", () => {
  it('shows each option in its colour and shape, and a tick on each one picked', () => {
    render(
      <ComposedAnswer
        question={question}
        draftScope="G1"
        locked={false}
        onSubmit={() => {}}
        choiceFace={(option, i, selected) => <OptionFace option={option} kind="multiple" index={i} picked={selected} />}
      />,
    );
    const red = screen.getByRole('checkbox', { name: /Red/ });
    expect(red.textContent).toContain('triangle:');
    expect(screen.getByRole('checkbox', { name: /Blue/ }).textContent).toContain('diamond:');
    expect(red.querySelector('.bg-red-700')).not.toBeNull();
    expect(red.querySelector('[data-tick="off"]')).not.toBeNull();
    expect(red.querySelector('[data-tick] svg')).toBeNull();

    fireEvent.click(red);
    expect(red.getAttribute('aria-checked')).toBe('true');
    expect(red.querySelector('[data-tick="on"] svg')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: /Blue/ }).querySelector('[data-tick] svg')).toBeNull();
  });
});
