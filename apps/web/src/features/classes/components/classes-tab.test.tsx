import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { fakeApi, type Route as ApiRoute } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { failure, joinedOf, summaryOf } from '../classes.fixtures';
import { ClassesTab } from './classes-tab';

function ClassPageStandIn() {
  return <p>Class page {useParams().id}</p>;
}

const lists = {
  teaching: [
    summaryOf({ studentCount: 24, pendingCount: 2 }),
    summaryOf({ _id: 'c0', name: 'Last year', subject: null, grade: null, code: 'OLD111', archived: true }),
  ],
  joined: [
    joinedOf(),
    joinedOf({
      _id: 'j2',
      name: 'Chess club',
      subject: null,
      status: 'pending',
      teacher: { ...joinedOf().teacher, displayName: null },
    }),
  ],
};

function serve(extra: ApiRoute[] = []) {
  return fakeApi([...extra, ['GET', '/classes', () => ({ success: true, data: lists })]]);
}

function renderTab() {
  return renderWithApp(
    <Routes>
      <Route path="/dashboard" element={<ClassesTab />} />
      <Route path="/classes/:id" element={<ClassPageStandIn />} />
    </Routes>,
    '/dashboard?tab=classes',
  );
}

beforeEach(() => storeTestSession({ _id: 'lan', username: 'colan' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClassesTab: the classes I teach', () => {
  it('lists each class with its code, students, requests waiting and archived mark, linking to its page', async () => {
    serve();
    renderTab();
    const list = await screen.findByRole('list', { name: 'Classes I teach' });
    const [open, archived] = within(list).getAllByRole('link');
    expect(open!.getAttribute('href')).toBe('/classes/c1');
    expect(open!.textContent).toContain('4A Maths');
    expect(open!.textContent).toContain('Maths · Grade 4');
    expect(open!.textContent).toContain('ABC123');
    expect(within(open!).getByText('24 students')).toBeTruthy();
    expect(within(open!).getByText('2 waiting')).toBeTruthy();
    expect(within(open!).queryByText('Archived')).toBeNull();
    expect(archived!.getAttribute('href')).toBe('/classes/c0');
    expect(within(archived!).getByText('Archived')).toBeTruthy();
    expect(within(archived!).getByText('0 students')).toBeTruthy();
    expect(within(archived!).queryByText(/waiting/)).toBeNull();
  });

  it('creates a class with its subject, grade and admission, and opens it', async () => {
    const api = serve([
      ['POST', '/classes', () => ({ success: true, message: Messages.classCreated, data: summaryOf({ _id: 'c9' }) })],
    ]);
    renderTab();
    const form = await screen.findByRole('form', { name: 'New class' });
    fireEvent.change(within(form).getByLabelText('Class name'), { target: { value: '  6C History ' } });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'History' } });
    fireEvent.click(within(form).getByRole('radio', { name: /I approve each student/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Class page c9')).toBeTruthy();
    expect(api.called('POST', '/classes')[0]!.body).toEqual({
      name: '6C History',
      subject: 'History',
      grade: null,
      admission: 'approval',
    });
  });

  it('says what is wrong with the name before sending anything, and shows the server’s field errors', async () => {
    const api = serve([
      [
        'POST',
        '/classes',
        () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'validation_failed',
              message: 'Subject must not exceed 60 characters',
              fieldErrors: { subject: 'Subject must not exceed 60 characters' },
              fieldErrorKeys: { subject: { messageKey: 'classSubjectTooLong', messageParams: [60] } },
            }),
            { status: 400 },
          ),
      ],
    ]);
    renderTab();
    const form = await screen.findByRole('form', { name: 'New class' });
    fireEvent.change(within(form).getByLabelText('Class name'), { target: { value: 'A' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create class' }));
    expect(await within(form).findByText(Messages.classNameTooShort(2))).toBeTruthy();
    expect(api.called('POST', '/classes')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Class name'), { target: { value: '4B' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create class' }));
    expect(await within(form).findByText(Messages.classSubjectTooLong(60))).toBeTruthy();
    expect(within(form).getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ClassesTab: my classes', () => {
  it('lists the classes I joined with their teacher, marking a request that waits for the teacher', async () => {
    serve();
    renderTab();
    const list = await screen.findByRole('list', { name: 'My classes' });
    const [science, chess] = within(list).getAllByRole('listitem');
    expect(within(science!).getByText('Teacher: Thầy Minh')).toBeTruthy();
    expect(within(science!).queryByText('Waiting for the teacher')).toBeNull();
    expect(within(chess!).getByText('Teacher: thayminh')).toBeTruthy();
    expect(within(chess!).getByText('Waiting for the teacher')).toBeTruthy();
  });

  it('leaves a class after confirming', async () => {
    const api = serve([['DELETE', '/classes/j1/membership', () => ({ success: true, message: Messages.classLeft })]]);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave 5B Science' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Leave 5B Science?')).toBeTruthy();
    expect(api.called('DELETE', '/classes/j1/membership')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(api.called('DELETE', '/classes/j1/membership')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('joins with a code, in capitals, and says an unknown code at the field', async () => {
    let known = false;
    const api = serve([
      [
        'POST',
        '/classes/join',
        () =>
          known
            ? { success: true, message: Messages.classJoinRequested, data: joinedOf({ status: 'pending' }) }
            : failure(404, 'classCodeNotFound', Messages.classCodeNotFound),
      ],
    ]);
    renderTab();
    const form = await screen.findByRole('form', { name: 'Join a class' });
    const code = within(form).getByLabelText('Class code') as HTMLInputElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Join' }));
    expect(within(form).getByText(Messages.classCodeInvalid)).toBeTruthy();
    expect(api.called('POST', '/classes/join')).toHaveLength(0);

    fireEvent.change(code, { target: { value: 'zz 9999' } });
    expect(code.value).toBe('ZZ9999');
    fireEvent.click(within(form).getByRole('button', { name: 'Join' }));
    expect(await within(form).findByText(Messages.classCodeNotFound)).toBeTruthy();
    expect(api.called('POST', '/classes/join')[0]!.body).toEqual({ code: 'ZZ9999' });

    known = true;
    fireEvent.click(within(form).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(code.value).toBe(''));
    expect(api.called('GET', '/classes').length).toBeGreaterThan(1);
  });

  it('shows a card student only the classes they are in', async () => {
    storeTestSession({ _id: 'bao', username: 'card-1', loginCard: true });
    fakeApi([['GET', '/classes', () => ({ success: true, data: { teaching: [], joined: [joinedOf()] } })]]);
    renderTab();
    expect(await screen.findByRole('list', { name: 'My classes' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Classes I teach' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'New class' })).toBeNull();
  });
});
