import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { formatDateTime } from '../../../i18n/format';
import { fakeApi, json, type Route as ApiRoute } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { assignmentOf, assignmentReportOf } from '../gradebook.fixtures';
import { AssignmentReportPage } from './assignment-report-page';

function serve(extra: ApiRoute[] = []) {
  return fakeApi([
    ...extra,
    ['GET', '/assignments/a1', () => ({ success: true, data: assignmentOf() })],
    ['GET', '/assignments/a1/report', () => ({ success: true, data: assignmentReportOf() })],
  ]);
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/assignments/:id/report" element={<AssignmentReportPage />} />
    </Routes>,
    '/assignments/a1/report',
  );

beforeEach(() => storeTestSession({ _id: 'lan', username: 'colan' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AssignmentReportPage', () => {
  it('names the homework, its class and due date, and how many handed in', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Homework report: Capitals' })).toBeTruthy();
    expect(screen.getByText(`4A Maths · due ${formatDateTime('2026-10-01T17:00:00.000Z')}`)).toBeTruthy();
    expect(screen.getByText(/3 of 4 students handed in · 2 questions · class accuracy/).textContent).toContain('75%');
    expect(screen.getByRole('link', { name: 'Back to the gradebook' }).getAttribute('href')).toBe(
      '/classes/c1/gradebook',
    );
  });

  it("shows each question's share right and picks, without times: homework is not timed per question", async () => {
    serve();
    renderPage();
    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(within(questions).getByText('100% correct')).toBeTruthy();
    expect(within(questions).getByText('50% correct')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Answers to question 2' })).getAllByText('1 pick')).toHaveLength(2);
    expect(screen.queryByText(/average/)).toBeNull();
  });

  it("shows each student's answers, without an average time", async () => {
    serve();
    renderPage();
    // The section, and the table's scrolling region in it.
    const [students] = await screen.findAllByRole('region', { name: 'Students' });
    const headers = within(students!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Rank', 'Player', 'Score', 'Correct', 'Q1', 'Q2']);
    const rows = within(students!).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1Ana100%2/2✓ Paris (correct)✓ Rome (correct)',
      '2Bảo50%1/2✓ Paris (correct)✗ Milan (wrong)',
    ]);
  });

  it('downloads the report as CSV and XLSX in the interface language', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }));
    const file = () => new Response('file', { status: 200 });
    const api = serve([
      ['GET', '/assignments/a1/report.csv', file],
      ['GET', '/assignments/a1/report.xlsx', file],
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(api.called('GET', '/assignments/a1/report.csv?lang=en')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(api.called('GET', '/assignments/a1/report.xlsx?lang=en')).toHaveLength(1));
  });

  it('says the homework is not found to someone who does not teach it', async () => {
    const notFound = () =>
      json(404, {
        success: false,
        code: 'not_found',
        message: Messages.assignmentNotFound,
        messageKey: 'assignmentNotFound',
      });
    fakeApi([
      ['GET', '/assignments/a1', notFound],
      ['GET', '/assignments/a1/report', notFound],
    ]);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Homework not found');
    expect(screen.getAllByRole('link', { name: 'Back to classes' })[0]!.getAttribute('href')).toBe(
      '/dashboard?tab=classes',
    );
  });
});
