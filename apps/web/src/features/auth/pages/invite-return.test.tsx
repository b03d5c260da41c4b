/** Issue 22: someone sent to log in from an invite link who signs up instead still comes back to it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '../../../app/session-context';
import { rememberReturnPath, rememberedReturnPath } from '../../../lib/return-path';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { VerifyEmailPage } from './verify-email-page';

const fetchMock = vi.fn<typeof fetch>();
const invite = '/join-room?code=ABC123';
const encoded = encodeURIComponent(invite);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it("keeps the invite in the 'Sign up' link", () => {
    renderAt(`/login?redirect=${encoded}`);
    expect(hrefOf('Sign up')).toBe(`/register?redirect=${encoded}`);
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)'])(
    "drops %s from the 'Sign up' link",
    (evil) => {
      renderAt(`/login?redirect=${encodeURIComponent(evil)}`);
      expect(hrefOf('Sign up')).toBe('/register');
    },
  );

  it('signs in and goes back to the invite, forgetting the remembered one', async () => {
    rememberReturnPath(invite);
    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        message: 'Login successful!',
        token: 'tok',
        user: { _id: 'u1', username: 'ana', email: 'ana@example.test', accountType: 'standard' },
      }),
    );
    renderAt(`/login?redirect=${encoded}`);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(invite));
    expect(rememberedReturnPath()).toBeNull();
  });

  it('signs in to the dashboard when the redirect is another site', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, message: 'ok', token: 'tok', user: { _id: 'u1', username: 'ana', email: 'a@x' } }),
    );
    renderAt(`/login?redirect=${encodeURIComponent('//evil.com')}`);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'));
  });
});

describe('RegisterPage', () => {
  function fillAndSubmit() {
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ana_1' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  }

  it("sends the invite with the registration, remembers it and keeps it in 'Go to Login'", async () => {
    fetchMock.mockResolvedValueOnce(json(201, { success: true, message: 'ok', data: { _id: 'u1' } }));
    renderAt(`/register?redirect=${encoded}`);
    expect(hrefOf('Sign in')).toBe(`/login?redirect=${encoded}`);
    fillAndSubmit();
    await screen.findByText('Registration Successful!');
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'ana_1', email: 'ana@example.test', redirect: invite });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(hrefOf('Go to Login')).toBe(`/login?redirect=${encoded}`);
    expect(rememberedReturnPath()).toBe(invite);
  });

  it('registers as today without an invite', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { success: true, message: 'ok', data: { _id: 'u1' } }));
    renderAt('/register');
    fillAndSubmit();
    await screen.findByText('Registration Successful!');
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).not.toHaveProperty('redirect');
    expect(hrefOf('Go to Login')).toBe('/login');
    expect(rememberedReturnPath()).toBeNull();
  });

  it('forgets an invite someone else left in this browser when registering without one (a shared class PC)', async () => {
    rememberReturnPath('/join-room?code=OLD123');
    fetchMock.mockResolvedValueOnce(json(201, { success: true, message: 'ok', data: { _id: 'u1' } }));
    renderAt('/register');
    fillAndSubmit();
    await screen.findByText('Registration Successful!');
    expect(rememberedReturnPath()).toBeNull();
  });
});

describe('VerifyEmailPage', () => {
  const verified = () =>
    json(200, { success: true, alreadyVerified: false, message: 'Email verification successful!' });

  it("leads to login with the link's redirect", async () => {
    fetchMock.mockResolvedValueOnce(verified());
    renderAt(`/verify-email/tok?redirect=${encoded}`);
    await screen.findByRole('link', { name: 'Go to Login' });
    expect(hrefOf('Go to Login')).toBe(`/login?redirect=${encoded}`);
    expect(hrefOf('Login')).toBe(`/login?redirect=${encoded}`);
  });

  it('falls back on the invite this browser remembers when the link has none', async () => {
    rememberReturnPath('/room/ABC123');
    fetchMock.mockResolvedValueOnce(verified());
    renderAt('/verify-email/tok');
    await screen.findByRole('link', { name: 'Go to Login' });
    expect(hrefOf('Go to Login')).toBe(`/login?redirect=${encodeURIComponent('/room/ABC123')}`);
    // Taken once: the links carry it from here, and the next visitor of this browser does not inherit it.
    expect(rememberedReturnPath()).toBeNull();
  });

  it('leads to plain login with neither, or with a redirect to another site', async () => {
    fetchMock.mockResolvedValueOnce(verified());
    renderAt(`/verify-email/tok?redirect=${encodeURIComponent('https://evil.com')}`);
    await screen.findByRole('link', { name: 'Go to Login' });
    expect(hrefOf('Go to Login')).toBe('/login');
  });
});
