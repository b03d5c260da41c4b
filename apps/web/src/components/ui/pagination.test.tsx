import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getPageItems, Pagination } from './pagination';

afterEach(cleanup);

describe('getPageItems', () => {
  it('lists every page without an ellipsis when there are few pages', () => {
    expect(getPageItems(1, 0)).toEqual([]);
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis on both sides of the current page in the middle', () => {
    expect(getPageItems(5, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 12]);
    expect(getPageItems(50, 100)).toEqual([1, 'ellipsis', 49, 50, 51, 'ellipsis', 100]);
  });

  it('keeps one ellipsis near the edges and fills one-page gaps with the page', () => {
    expect(getPageItems(1, 12)).toEqual([1, 2, 'ellipsis', 12]);
    expect(getPageItems(3, 12)).toEqual([1, 2, 3, 4, 'ellipsis', 12]);
    expect(getPageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(getPageItems(10, 12)).toEqual([1, 'ellipsis', 9, 10, 11, 12]);
    expect(getPageItems(12, 12)).toEqual([1, 'ellipsis', 11, 12]);
  });

  it('clamps a page outside the range', () => {
    expect(getPageItems(40, 12)).toEqual([1, 'ellipsis', 11, 12]);
    expect(getPageItems(0, 12)).toEqual([1, 2, 'ellipsis', 12]);
  });
});

describe('Pagination', () => {
  it("shows 'Page X of Y', the page numbers and marks the current page", () => {
    render(<Pagination page={5} totalPages={12} onPageChange={() => {}} />);
    expect(screen.getByText('Page 5 of 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('moves to the first, previous, next, last and chosen pages', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={12} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPageChange.mock.calls).toEqual([[1], [4], [6], [12], [12]]);
  });

  it('ignores page changes outside 1..totalPages', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    const first = screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement;
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    expect(first.disabled).toBe(true);
    expect(previous.disabled).toBe(true);
    fireEvent.click(first);
    fireEvent.click(previous);
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();

    rerender(<Pagination page={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).not.toHaveBeenCalled();

    // A stale page beyond the end: "Next" stays ignored, "Last" goes back in range.
    rerender(<Pagination page={6} totalPages={3} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('renders nothing when there are no pages', () => {
    const { container } = render(<Pagination page={1} totalPages={0} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
