import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { MessagesVi } from '@quiz/contract/messages-vi';
import { chooseLanguage } from '../../../i18n';
import { fakeApi, type ApiCall, type Route as ApiRoute } from '../../../test-utils/fake-api';
import { renderWithApp } from '../../../test-utils/render';
import { failure } from '../classes.fixtures';
import { CardSignInPage } from './card-sign-in-page';

/** Where the page is, fragment included: what the address bar would show. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search + location.hash}</p>;
}

const cardClass = {
  name: '4A Maths',
  code: 'ABC123',
  students: [
    { _id: 'm1', name: 'An' },
    { _id: 'm2', name: 'Bình' },
  ],
};
const signedIn = {
  success: true,
  message: Messages.loginSuccess,
  token: 'card-token',
  user: {
    _id: 'u-binh',
    username: 'card-1a2b',
    email: 'u-binh@card.invalid',
    displayName: 'Bình',
    profilePicture: null,
    accountType: 'standard',
    emailVerified: false,
    registrationDate: '2026-09-01T08:00:00.000Z',
    // None chosen: a chosen one would switch this page's language (session-context), and the next test's.
    language: null,
    loginCard: true,
  },
};

function serve(signIn: (call: ApiCall) => unknown = () => signedIn, extra: ApiRoute[] = []) {
  return fakeApi([
    ...extra,
    ['GET', '/class-cards/ABC123', () => ({ success: true, data: cardClass })],
    ['GET', /^\/class-cards\/[A-Z0-9]{6}$/, () => failure(404, 'classCodeNotFound', Messages.classCodeNotFound)],
    ['POST', '/class-cards/sign-in', signIn],
  ]);
}

function renderPage(path = '/class') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/class" element={<CardSignInPage />} />
        <Route path="*" element={<p>Dashboard</p>} />
      </Routes>
      <Where />
    </>,
    path,
  );
}

const where = () => screen.getByTestId('where').textContent;
const codeBox = () => screen.getByRole('textbox', { name: 'Class code' }) as HTMLInputElement;
const secretBox = () => screen.getByRole('textbox', { name: 'Secret' }) as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await chooseLanguage('en');
});

describe('CardSignInPage', () => {
  it('signs in by class code, name and secret, stores the session as a login does, and opens the dashboard', async () => {
    const api = serve();
    renderPage();
    fireEvent.change(codeBox(), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const names = await screen.findByRole('list', { name: 'Students of the class' });
    expect(screen.getByText('Class 4A Maths: choose your name.')).toBeTruthy();
    expect(
      within(names)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['An', 'Bình']);
    fireEvent.click(within(names).getByRole('button', { name: 'Bình' }));

    expect(screen.getByText('Hi Bình! Enter the secret on your card.')).toBeTruthy();
    expect(secretBox().getAttribute('inputmode')).toBe('numeric');
    expect(secretBox().getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(secretBox(), { target: { value: '12 34a56789' } });
    expect(secretBox().value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(where()).toBe('/dashboard');
    expect(api.called('POST', '/class-cards/sign-in')[0]!.body).toEqual({
      code: 'ABC123',
      studentId: 'm2',
      secret: '123456',
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ ...signedIn.user, token: 'card-token' });
  });

  it('starts with the code of ?code=', () => {
    serve();
    renderPage('/class?code=abc123');
    expect(codeBox().value).toBe('ABC123');
  });

  it('says an unknown code at the field', async () => {
    serve();
    renderPage();
    fireEvent.change(codeBox(), { target: { value: 'ZZZ999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(Messages.classCodeNotFound)).toBeTruthy();
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('says a wrong secret at the field, in the reader’s language, and lets the student try again', async () => {
    await chooseLanguage('vi');
    serve(() => failure(401, 'cardSecretWrong', Messages.cardSecretWrong));
    renderPage('/class?code=ABC123');
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    fireEvent.click(await screen.findByRole('button', { name: 'An' }));
    const secret = screen.getByRole('textbox', { name: 'Mã bí mật' }) as HTMLInputElement;
    fireEvent.change(secret, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText(MessagesVi.cardSecretWrong as string)).toBeTruthy();
    expect(secret.value).toBe('');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says when there have been too many tries', async () => {
    serve(() => failure(429, 'tooManyRequests', Messages.tooManyRequests));
    renderPage('/class?code=ABC123');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'An' }));
    fireEvent.change(secretBox(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.tooManyRequests);
  });

  it('asks for all 6 digits before sending', async () => {
    const api = serve();
    renderPage('/class?code=ABC123');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'An' }));
    fireEvent.change(secretBox(), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(Messages.cardSecretFormat)).toBeTruthy();
    expect(api.called('POST', '/class-cards/sign-in')).toHaveLength(0);
  });

  it("signs in straight away from a card's QR code, taking the secret off the address", async () => {
    const api = serve();
    renderPage('/class#code=abc123&student=m2&secret=654321');
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(where()).toBe('/dashboard');
    expect(api.called('POST', '/class-cards/sign-in')[0]!.body).toEqual({
      code: 'ABC123',
      studentId: 'm2',
      secret: '654321',
    });
    expect(localStorage.getItem('user')).toContain('card-token');
  });

  it("comes back to the card's name when its QR code no longer signs in (a card that was reset)", async () => {
    const api = serve(() => failure(401, 'cardSecretWrong', Messages.cardSecretWrong));
    renderPage('/class#code=ABC123&student=m2&secret=654321');
    await waitFor(() => expect(where()).toBe('/class'));
    expect(await screen.findByText(Messages.cardSecretWrong)).toBeTruthy();
    expect(screen.getByText('Hi Bình! Enter the secret on your card.')).toBeTruthy();
    expect(secretBox().value).toBe('');
    expect(api.called('POST', '/class-cards/sign-in')).toHaveLength(1);
    expect(api.called('GET', '/class-cards/ABC123')).toHaveLength(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(where()).toBe('/class');
  });

  it('links to the e-mail login', () => {
    serve();
    renderPage();
    expect(screen.getByRole('link', { name: 'Sign in with e-mail instead' }).getAttribute('href')).toBe('/login');
  });
});
