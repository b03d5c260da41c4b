import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { RequireUser } from '../../../app/guards';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { failure, joinedOf } from '../classes.fixtures';
import { JoinClassPage } from './join-class-page';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(path = '/class/join?code=abc123') {
  return renderWithApp(
    <Routes>
      <Route element={<RequireUser />}>
        <Route path="/class/join" element={<JoinClassPage />} />
      </Route>
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

const codeBox = () => screen.getByRole('textbox', { name: 'Class code' }) as HTMLInputElement;
const join = () => fireEvent.click(screen.getByRole('button', { name: 'Join' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JoinClassPage', () => {
  it('sends someone signed out to log in first, and back here after', () => {
    localStorage.clear();
    renderPage();
    expect(screen.getByTestId('where').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/class/join?code=abc123')}`,
    );
  });

  it("shows the link's code, editable, and joins the class with it", async () => {
    storeTestSession({ _id: 'ann', username: 'ann' });
    const api = fakeApi([
      ['POST', '/classes/join', () => ({ success: true, message: Messages.classJoined, data: joinedOf() })],
    ]);
    renderPage();
    expect(codeBox().value).toBe('ABC123');
    expect(api.calls).toHaveLength(0);
    fireEvent.change(codeBox(), { target: { value: 'xyz789' } });
    join();
    const outcome = (await screen.findByText(Messages.classJoined)).closest('[role="status"]')!;
    expect(outcome.textContent).toContain('5B Science, taught by Thầy Minh');
    expect(api.called('POST', '/classes/join')[0]!.body).toEqual({ code: 'XYZ789' });
    expect(screen.getByRole('link', { name: 'Go to my classes' }).getAttribute('href')).toBe('/dashboard?tab=classes');
  });

  it('says the request went to the teacher when the class admits its students', async () => {
    storeTestSession({ _id: 'ann', username: 'ann' });
    fakeApi([
      [
        'POST',
        '/classes/join',
        () => ({ success: true, message: Messages.classJoinRequested, data: joinedOf({ status: 'pending' }) }),
      ],
    ]);
    renderPage();
    join();
    expect(await screen.findByText(Messages.classJoinRequested)).toBeTruthy();
  });

  it.each([
    ['already in it', 'classAlreadyMember', Messages.classAlreadyMember],
    ['its teacher', 'classOwnClass', Messages.classOwnClass],
  ])('says so, as an outcome, to a student who is %s', async (_who, key, message) => {
    storeTestSession({ _id: 'ann', username: 'ann' });
    fakeApi([['POST', '/classes/join', () => failure(409, key, message)]]);
    renderPage();
    join();
    expect((await screen.findByText(message)).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my classes' })).toBeTruthy();
  });

  it('says an unknown code at the field, and keeps it to correct', async () => {
    storeTestSession({ _id: 'ann', username: 'ann' });
    fakeApi([['POST', '/classes/join', () => failure(404, 'classCodeNotFound', Messages.classCodeNotFound)]]);
    renderPage();
    join();
    expect(await screen.findByText(Messages.classCodeNotFound)).toBeTruthy();
    expect(codeBox().value).toBe('ABC123');
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
  });
});
