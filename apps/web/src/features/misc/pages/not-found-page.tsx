import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="max-w-md text-slate-600">The page you are looking for does not exist or has been moved.</p>
      <div className="flex gap-3">
        <Link to="/" className={buttonClasses('secondary')}>
          Go Home
        </Link>
        <Link to="/dashboard" className={buttonClasses('primary')}>
          Go to Dashboard
        </Link>
      </div>
    </main>
  );
}
