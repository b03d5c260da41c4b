import { describe, expect, it } from 'vitest';
import { cellOf, rowOf, sampleBook } from '../gradebook.fixtures';
import { cellValue, initialSort, nextSort, sortRows, type GradebookSort } from './sort-rows';

const { rows } = sampleBook();
const names = (sort: GradebookSort, locale?: string) => sortRows(rows, sort, locale).map((r) => r.name);

describe('sortRows', () => {
  it('starts by name, A to Z, and turns the order round on request', () => {
    expect(names(initialSort)).toEqual(['Ana', 'Bảo', 'Chi', 'Dũng']);
    expect(names({ column: 'name', direction: 'descending' })).toEqual(['Dũng', 'Chi', 'Bảo', 'Ana']);
  });

  it('sorts Vietnamese names by their letters, not by their accents', () => {
    const vietnamese = [rowOf('1', 'Đức', []), rowOf('2', 'Dung', []), rowOf('3', 'Ánh', []), rowOf('4', 'Bình', [])];
    expect(sortRows(vietnamese, initialSort, 'vi-VN').map((r) => r.name)).toEqual(['Ánh', 'Bình', 'Dung', 'Đức']);
  });

  it("sorts by the student's average, equal averages by name in both directions", () => {
    expect(names({ column: 'average', direction: 'ascending' })).toEqual(['Bảo', 'Dũng', 'Ana', 'Chi']);
    expect(names({ column: 'average', direction: 'descending' })).toEqual(['Ana', 'Chi', 'Dũng', 'Bảo']);
  });

  it("sorts by a column's score, a missing hand-in as 0", () => {
    expect(names({ column: 0, direction: 'ascending' })).toEqual(['Bảo', 'Dũng', 'Chi', 'Ana']);
    expect(names({ column: 0, direction: 'descending' })).toEqual(['Ana', 'Chi', 'Dũng', 'Bảo']);
  });

  it('puts those with nothing that counts (excused, not due yet, absent) last in both directions', () => {
    expect(names({ column: 1, direction: 'ascending' })).toEqual(['Dũng', 'Ana', 'Bảo', 'Chi']);
    expect(names({ column: 1, direction: 'descending' })).toEqual(['Ana', 'Dũng', 'Bảo', 'Chi']);
    expect(names({ column: 2, direction: 'ascending' })).toEqual(['Ana', 'Chi', 'Bảo', 'Dũng']);
  });

  it('puts a student without an average yet last', () => {
    const some = [rowOf('1', 'Ana', [], { average: null }), rowOf('2', 'Bảo', [], { average: 50 })];
    expect(sortRows(some, { column: 'average', direction: 'ascending' }).map((r) => r.name)).toEqual(['Bảo', 'Ana']);
  });

  it('leaves the rows it was given as they were', () => {
    const before = rows.map((r) => r.name);
    sortRows(rows, { column: 'average', direction: 'descending' });
    expect(rows.map((r) => r.name)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('turns the same column round and starts another ascending', () => {
    const byAverage = nextSort(initialSort, 'average');
    expect(byAverage).toEqual({ column: 'average', direction: 'ascending' });
    expect(nextSort(byAverage, 'average')).toEqual({ column: 'average', direction: 'descending' });
    expect(nextSort(nextSort(byAverage, 'average'), 'average')).toEqual({ column: 'average', direction: 'ascending' });
    expect(nextSort(initialSort, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 2)).toEqual({ column: 2, direction: 'ascending' });
  });
});

describe('cellValue', () => {
  it('weighs a score as it is, a missing hand-in as 0, and nothing else', () => {
    expect(cellValue(cellOf('done', 85))).toBe(85);
    expect(cellValue(cellOf('late', 40))).toBe(40);
    expect(cellValue(cellOf('missing'))).toBe(0);
    expect(cellValue(cellOf('excused'))).toBeNull();
    expect(cellValue(cellOf('open'))).toBeNull();
    expect(cellValue(cellOf('absent'))).toBeNull();
    expect(cellValue(undefined)).toBeNull();
  });
});
