import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MoreFeaturesPanel } from './more-features-panel';

const title = 'More Powerful Quiz Features';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  // A 3000 px page in a 1000 px window: 2000 px of scrolling, so the panel appears past 1200 px.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
afterEach(cleanup);

describe('MoreFeaturesPanel', () => {
  it('appears once the visitor scrolls past 60% of the page, and stays', () => {
    render(<MoreFeaturesPanel />);
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    scrollTo(1200);
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    scrollTo(1201);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    for (const card of [
      'Diverse Question Types',
      'Time Controls',
      'Easy Sharing',
      'Detailed Analytics',
      'Multiplayer Mode',
    ]) {
      expect(screen.getByRole('heading', { name: card })).toBeTruthy();
    }
    scrollTo(0);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });

  it('never appears on a page that cannot scroll', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 800 });
    render(<MoreFeaturesPanel />);
    scrollTo(0);
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
  });
});
