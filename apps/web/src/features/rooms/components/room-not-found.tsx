import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export function RoomNotFound({ title, text }: { title: string; text: string }) {
  return (
    <Card className="space-y-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{text}</p>
      <Link to="/dashboard" className={buttonClasses('primary')}>
        Back to Dashboard
      </Link>
    </Card>
  );
}
