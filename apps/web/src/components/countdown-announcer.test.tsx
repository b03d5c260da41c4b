import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CountdownAnnouncer } from './countdown-announcer';

afterEach(cleanup);

const spoken = () => screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite').textContent;

describe('CountdownAnnouncer', () => {
  it('tells a screen reader the time left at 30, 10 and 5 seconds, and stays quiet in between', () => {
    const { rerender } = render(<CountdownAnnouncer secondsLeft={45} />);
    expect(spoken()).toBe('');
    rerender(<CountdownAnnouncer secondsLeft={30} />);
    expect(spoken()).toBe('30 seconds left');
    for (const seconds of [29, 20, 11]) {
      rerender(<CountdownAnnouncer secondsLeft={seconds} />);
      expect(spoken()).toBe('30 seconds left');
    }
    rerender(<CountdownAnnouncer secondsLeft={10} />);
    expect(spoken()).toBe('10 seconds left');
    rerender(<CountdownAnnouncer secondsLeft={6} />);
    expect(spoken()).toBe('10 seconds left');
    rerender(<CountdownAnnouncer secondsLeft={5} />);
    expect(spoken()).toBe('5 seconds left');
  });
});
