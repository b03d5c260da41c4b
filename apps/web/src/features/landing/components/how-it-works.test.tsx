import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HowItWorks } from './how-it-works';

afterEach(cleanup);

describe('HowItWorks', () => {
  const previous = () => screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
  const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

  it('starts at step 1 with Previous disabled', () => {
    render(<HowItWorks />);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Design Your Quiz' })).toBeTruthy();
    expect(screen.getByText('Create & Customize')).toBeTruthy();
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
  });

  it('moves to step 2 with Next and back with Previous', () => {
    render(<HowItWorks />);
    fireEvent.click(next());
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Configure Settings' })).toBeTruthy();
    expect(screen.getByText('Fine-tune & Optimize')).toBeTruthy();
    expect(previous().disabled).toBe(false);
    fireEvent.click(previous());
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('disables Next at step 3', () => {
    render(<HowItWorks />);
    fireEvent.click(next());
    fireEvent.click(next());
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Launch & Share' })).toBeTruthy();
    expect(screen.getByText('Publish & Engage')).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
