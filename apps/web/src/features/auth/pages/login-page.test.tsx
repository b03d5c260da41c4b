import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../../test-utils/render';
import { LoginPage } from './login-page';

afterEach(cleanup);

describe('LoginPage', () => {
  it('offers students with a login card their own way in (issue 38)', () => {
    localStorage.clear();
    renderWithApp(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      '/login',
    );
    expect(screen.getByText(/Have a login card\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with it' }).getAttribute('href')).toBe('/class');
  });
});
