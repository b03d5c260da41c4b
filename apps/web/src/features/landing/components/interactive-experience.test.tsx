import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../../app/session-context';
import { i18next } from '../../../i18n';
import { CarouselIntervalMs, experiencePanels, InteractiveExperience } from './interactive-experience';

function renderCarousel() {
  return render(
    <SessionProvider>
      <MemoryRouter>
        <InteractiveExperience />
      </MemoryRouter>
    </SessionProvider>,
  );
}

// The panels hold message keys: a panel is found by its English title.
const title = (index: number) => i18next.t(experiencePanels[index]!.title);
const panelButton = (index: number) => screen.getByRole('button', { name: title(index) });
const selected = () => experiencePanels.findIndex((_, i) => panelButton(i).getAttribute('aria-pressed') === 'true');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('InteractiveExperience', () => {
  it('advances every 5000 ms and loops back to the first panel', () => {
    renderCarousel();
    expect(CarouselIntervalMs).toBe(5000);
    expect(selected()).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(selected()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(selected()).toBe(1);
    expect(screen.getByRole('heading', { name: title(1) })).toBeTruthy();
    for (let i = 0; i < experiencePanels.length - 1; i++) act(() => vi.advanceTimersByTime(CarouselIntervalMs));
    expect(selected()).toBe(0);
  });

  it('selects a panel when it is clicked and counts the next 5000 ms from there', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(panelButton(3));
    expect(selected()).toBe(3);
    expect(screen.getByRole('heading', { name: title(3) })).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(selected()).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(selected()).toBe(0);
  });

  it('offers Join Now to guests and Start Creating to logged-in visitors', () => {
    const { unmount } = renderCarousel();
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/register');
    unmount();
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', username: 'alice', email: 'a@b.c', token: 't' }));
    renderCarousel();
    expect(screen.getByRole('link', { name: 'Start Creating' }).getAttribute('href')).toBe('/dashboard');
  });
});
