import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QuestionPicture } from './question-picture';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const image = { url: '/uploads/questions/map.webp', alt: 'A map of France' };

describe('QuestionPicture', () => {
  it('shows the picture with its description', () => {
    render(<QuestionPicture image={image} />);
    expect(screen.getByRole('img', { name: 'A map of France' }).getAttribute('src')).toBe(image.url);
  });

  it('asks once more for a picture that failed to load, and hides it only when that fails too', () => {
    vi.useFakeTimers();
    render(<QuestionPicture image={image} />);
    fireEvent.error(screen.getByRole('img'));
    act(() => vi.advanceTimersByTime(1000));
    const retried = screen.getByRole('img', { name: 'A map of France' });
    expect(retried.getAttribute('src')).toBe(`${image.url}?retry=1`);

    fireEvent.error(retried);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('starts afresh when the question changes to another picture', () => {
    const { rerender } = render(<QuestionPicture image={image} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<QuestionPicture image={{ url: '/uploads/questions/sun.webp', alt: 'The Sun' }} />);
    expect(screen.getByRole('img', { name: 'The Sun' }).getAttribute('src')).toBe('/uploads/questions/sun.webp');
  });

  it('shows nothing for a question without a picture', () => {
    const { container } = render(<QuestionPicture image={null} />);
    expect(container.innerHTML).toBe('');
  });
});
