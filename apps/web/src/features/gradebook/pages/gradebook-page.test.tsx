import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import type { Gradebook, GradebookCell } from '@quiz/contract/assignments';
import { fakeApi, type ApiCall, type Route as ApiRoute } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { bookOf, cellOf, homeworkOf, rowOf, sampleBook } from '../gradebook.fixtures';
import { GradebookPage } from './gradebook-page';

function serve(book: Gradebook | (() => Gradebook) = sampleBook(), extra: ApiRoute[] = []) {
  return fakeApi([
    ...extra,
    ['GET', '/classes/c1/gradebook', () => ({ success: true, data: typeof book === 'function' ? book() : book })],
  ]);
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/classes/:id/gradebook" element={<GradebookPage />} />
    </Routes>,
    '/classes/c1/gradebook',
  );

const table = () => screen.getByRole('table', { name: /Results of 4A Maths/ });
/** The students' names, top to bottom. */
const names = () =>
  within(within(table()).getAllByRole('rowgroup')[1]!)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;
/** The cells of `student`'s row after their name: the average, then one per column. */
const cellsOf = (student: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(`^${student}`) }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const openMenu = (name: string) => {
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
  return screen.getByRole('menu');
};

beforeEach(() => storeTestSession({ _id: 'lan', username: 'colan' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GradebookPage: the table', () => {
  it("shows each student's counted scores with their marks and average, and each column's and the class's average", async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gradebook · 4A Maths' })).toBeTruthy();
    expect(names()).toEqual(['Ana', 'Bảo', 'Chi', 'DũngLeft']);
    expect(cellsOf('Ana')).toEqual(['80%', '90%', '70%Late', '80%']);
    expect(cellsOf('Bảo')).toEqual(['0%', 'Missing', 'Excused', 'Absent']);
    expect(cellsOf('Chi')).toEqual(['80%', '60%+1 attempt', '—Not due yet', '100%']);
    const foot = within(table()).getAllByRole('rowgroup')[2]!;
    expect(within(foot).getByRole('rowheader').textContent).toBe('Class average');
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['45%', '63%3 handed in', '70%1 handed in', '90%2 played']);
    // Each homework's header leads to its report; a live game's has none.
    expect(screen.getByRole('link', { name: 'Report: Fractions' }).getAttribute('href')).toBe('/assignments/a1/report');
    expect(screen.queryByRole('link', { name: 'Report: Times tables' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the class' }).getAttribute('href')).toBe('/classes/c1');
  });

  it('sorts by name, by average and by any column, and says how in the headers', async () => {
    serve();
    renderPage();
    await screen.findByRole('table');
    expect(header('Student').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Student' }));
    expect(header('Student').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['DũngLeft', 'Chi', 'Bảo', 'Ana']);

    fireEvent.click(screen.getByRole('button', { name: 'Average' }));
    expect(header('Average').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Student').hasAttribute('aria-sort')).toBe(false);
    expect(names()).toEqual(['Bảo', 'DũngLeft', 'Ana', 'Chi']);

    fireEvent.click(screen.getByRole('button', { name: 'Fractions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fractions' }));
    expect(header('Fractions').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Ana', 'Chi', 'DũngLeft', 'Bảo']);
  });
});

describe("GradebookPage: a homework cell's menu", () => {
  const saved = (cell: GradebookCell) => () => ({ success: true, message: Messages.studentOverrideSaved, data: cell });

  it('excuses a student, and shows the cell and the gradebook as the server has them after', async () => {
    let book = sampleBook();
    const api = serve(
      () => book,
      [
        [
          'PUT',
          '/assignments/a1/students/m-bao',
          () => {
            book = sampleBook();
            book.rows[1]!.cells[0] = cellOf('excused');
            book.rows[1]!.average = null;
            return saved(cellOf('excused'))();
          },
        ],
      ],
    );
    renderPage();
    await screen.findByRole('table');
    // Only homework cells have one: not a live game's.
    expect(screen.queryByRole('button', { name: 'Options for Bảo: Times tables' })).toBeNull();
    const success = vi.spyOn(toast, 'success');
    const menu = openMenu('Options for Bảo: Fractions');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Excuse' }));
    await waitFor(() => expect(api.called('PUT', '/assignments/a1/students/m-bao')).toHaveLength(1));
    expect(api.called('PUT', '/assignments/a1/students/m-bao')[0]!.body).toEqual({ excused: true });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved for this student'));
    await waitFor(() => expect(cellsOf('Bảo')).toEqual(['—', 'Excused', 'Excused', 'Absent']));
    expect(api.called('GET', '/classes/c1/gradebook').length).toBeGreaterThan(1);
  });

  it('takes an excuse back', async () => {
    const api = serve(undefined, [['PUT', '/assignments/a2/students/m-bao', saved(cellOf('open'))]]);
    renderPage();
    await screen.findByRole('table');
    const menu = openMenu('Options for Bảo: Decimals');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Take back the excuse' }));
    await waitFor(() => expect(api.called('PUT', '/assignments/a2/students/m-bao')).toHaveLength(1));
    expect(api.called('PUT', '/assignments/a2/students/m-bao')[0]!.body).toEqual({ excused: false });
  });

  it('gives another attempt on top of those given before', async () => {
    let book = sampleBook();
    const given = cellOf('done', 60, { extraAttempts: 2 });
    const api = serve(
      () => book,
      [
        [
          'PUT',
          '/assignments/a1/students/m-chi',
          () => {
            book = sampleBook();
            book.rows[2]!.cells[0] = given;
            return saved(given)();
          },
        ],
      ],
    );
    renderPage();
    await screen.findByRole('table');
    const menu = openMenu('Options for Chi: Fractions');
    expect(within(menu).getByText('1 extra attempt so far')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Give another attempt/ }));
    await waitFor(() => expect(api.called('PUT', '/assignments/a1/students/m-chi')).toHaveLength(1));
    expect(api.called('PUT', '/assignments/a1/students/m-chi')[0]!.body).toEqual({ extraAttempts: 2 });
    await waitFor(() => expect(cellsOf('Chi')[1]).toBe('60%+2 attempts'));
  });

  it('opens from the keyboard, and closes with Escape back on its button', async () => {
    serve();
    renderPage();
    await screen.findByRole('table');
    const button = screen.getByRole('button', { name: 'Options for Ana: Fractions' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    const menu = openMenu('Options for Ana: Fractions');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('gives no other attempt to a student who left, but may still excuse them', async () => {
    serve();
    renderPage();
    await screen.findByRole('table');
    const menu = openMenu('Options for Dũng: Decimals');
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Give another attempt/ })
        .hasAttribute('data-disabled'),
    ).toBe(true);
    expect(within(menu).getByRole('menuitem', { name: 'Excuse' }).hasAttribute('data-disabled')).toBe(false);
  });

  it("says so when the server refuses, in the server's words", async () => {
    const error = vi.spyOn(toast, 'error');
    serve(undefined, [
      [
        'PUT',
        '/assignments/a1/students/m-chi',
        () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'validation_failed',
              message: Messages.extraAttemptsRange(5),
              messageKey: 'extraAttemptsRange',
              messageParams: [5],
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ],
    ]);
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(within(openMenu('Options for Chi: Fractions')).getByRole('menuitem', { name: /another attempt/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Extra attempts must be from 0 to 5'));
  });
});

describe('GradebookPage: an archived class', () => {
  it('is read-only: no menus, a note that says so, and the downloads still there', async () => {
    serve(sampleBook({ archived: true }));
    renderPage();
    await screen.findByRole('table');
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/archived: the gradebook is read-only/);
    expect(screen.queryAllByRole('button', { name: /^Options for/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeTruthy();
  });
});

describe('GradebookPage: downloads', () => {
  it('fetches the file with the session and in the interface language, and saves it', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:gradebook', revokeObjectURL: () => {} }));
    const file = (call: ApiCall) => new Response(`file of ${call.path}`, { status: 200 });
    const api = serve(undefined, [
      ['GET', '/classes/c1/gradebook.csv', file],
      ['GET', '/classes/c1/gradebook.xlsx', file],
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['quiz-adventure-gradebook-ABC123.csv']));
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.called('GET', '/classes/c1/gradebook.csv?lang=en')).toHaveLength(1);
    expect(api.called('GET', '/classes/c1/gradebook.xlsx?lang=en')).toHaveLength(1);
  });
});

describe('GradebookPage: empty', () => {
  it('says so when the class has no students yet', async () => {
    serve(bookOf([homeworkOf('a1', 'Fractions')], []));
    renderPage();
    expect(await screen.findByText(/No students in this class yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('says so when the class has no homework or live game yet', async () => {
    serve(bookOf([], [rowOf('m-ana', 'Ana', [])]));
    renderPage();
    expect(await screen.findByText(/Nothing to grade yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says so when the class is not the reader's or is gone", async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to the class' }).length).toBeGreaterThan(0);
  });
});
