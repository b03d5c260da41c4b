import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { cellOf } from '../gradebook.fixtures';
import { CellMark } from './cell-mark';

afterEach(cleanup);

const shown = (cell: ReturnType<typeof cellOf>) => render(<CellMark cell={cell} />).container.textContent;

describe('CellMark', () => {
  it('shows a counted score in %, with a Late badge when handed in after the due date', () => {
    expect(shown(cellOf('done', 84.6))).toBe('85%');
    cleanup();
    expect(shown(cellOf('late', 70))).toBe('70%Late');
  });

  it('shows missing, excused and absent as words, and homework not due yet as a dash read out as such', () => {
    expect(shown(cellOf('missing'))).toBe('Missing');
    cleanup();
    expect(shown(cellOf('excused'))).toBe('Excused');
    cleanup();
    expect(shown(cellOf('absent'))).toBe('Absent');
    cleanup();
    render(<CellMark cell={cellOf('open')} />);
    expect(screen.getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Not due yet').className).toContain('sr-only');
  });

  it('shows the extra attempts the teacher gave', () => {
    expect(shown(cellOf('done', 60, { extraAttempts: 1 }))).toBe('60%+1 attempt');
    cleanup();
    expect(shown(cellOf('open', null, { extraAttempts: 2 }))).toBe('—Not due yet+2 attempts');
  });
});
