import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { LandingPage } from '../features/landing/pages/landing-page';
import { RequireGuest, RequireUser } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page but the landing page is its own chunk.
const page = <T extends Record<string, React.ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name]! }));

const LoginPage = page(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const VerifyEmailPage = page(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const VerifyEmailHelpPage = page(() => import('../features/auth/pages/verify-email-help-page'), 'VerifyEmailHelpPage');
const ForgotPasswordPage = page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const DashboardPage = page(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
const ProfilePage = page(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const NotFoundPage = page(() => import('../features/misc/pages/not-found-page'), 'NotFoundPage');

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        element: <RequireGuest />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
        ],
      },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/verify-email/:token', element: <VerifyEmailPage /> },
      { path: '/help/verify-email', element: <VerifyEmailHelpPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        element: <RequireUser />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/profile', element: <ProfilePage /> },
        ],
      },
      { path: '/not-found', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
