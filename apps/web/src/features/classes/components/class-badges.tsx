/** The marks a class or a student carries in lists. */
import { Archive, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

export function ArchivedBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="slate">
      <Archive className="h-3 w-3" aria-hidden="true" /> {t('classes.archived')}
    </Badge>
  );
}

export function WaitingBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Badge tone="amber">
      <Clock className="h-3 w-3" aria-hidden="true" /> {t('classes.waitingCount', { count })}
    </Badge>
  );
}

/** Subject and grade, as one line ('Maths · Grade 5'); empty when neither is set. */
export const classFacts = (klass: { subject: string | null; grade: string | null }) =>
  [klass.subject, klass.grade].filter(Boolean).join(' · ');
