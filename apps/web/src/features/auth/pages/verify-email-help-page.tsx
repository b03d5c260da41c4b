import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';

export function VerifyEmailHelpPage() {
  return (
    <AuthLayout title="Help with email verification">
      <div className="space-y-4 text-sm leading-6 text-slate-700">
        <p>
          When you register, Quiz Adventure sends one email with a verification link to the address you entered. Opening
          that link confirms the address belongs to you.
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>Look in your spam or promotions folder if the email is not in your inbox after a few minutes.</li>
          <li>
            Open the whole link. Some mail programs break long links over two lines; copy all of it into the address bar
            if clicking does not work.
          </li>
          <li>A link is valid for 24 hours. Once your email is verified, opening the link again simply says so.</li>
          <li>
            Need a new link? Sign in, open your <strong>Profile</strong> and choose{' '}
            <strong>Resend verification email</strong>.
          </li>
          <li>
            Running Quiz Adventure yourself without an SMTP server configured? The email is printed in the server's log
            instead of being sent.
          </li>
        </ul>
        <div className="flex gap-4 pt-2 font-medium text-brand-600">
          <Link to="/login" className="hover:underline">
            Go to Login
          </Link>
          <Link to="/register" className="hover:underline">
            Register
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
