import { useState } from 'react';
import { Plus, Search, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuizLimits } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDebounced } from '../../../lib/use-debounced';
import { useMyQuizzes } from '../../../lib/quiz-api/list-quizzes';
import { useAiConfigured } from '../../generation';
import { QuizGrid } from '../../quizzes';

export function MyQuizzesTab() {
  const { t } = useTranslation();
  const { session } = useSession();
  const isAdmin = session?.accountType === 'admin';
  const aiConfigured = useAiConfigured();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chooserOpen, setChooserOpen] = useState(false);
  const query = useDebounced(search.trim(), 300);
  const result = useMyQuizzes({ page, limit: QuizLimits.pageSizeDefault, search: query || undefined });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="relative flex-1">
          <span className="sr-only">{t('dashboard.myQuizzes.searchLabel')}</span>
          <Search className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
          <input
            type="search"
            value={search}
            maxLength={QuizLimits.searchMax}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            placeholder={t('dashboard.myQuizzes.searchPlaceholder')}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <Button onClick={() => setChooserOpen(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('dashboard.myQuizzes.createNew')}
        </Button>
        {/* Offered only when the server has an AI provider; an admin sees that it is not set up, and learns how. */}
        {(aiConfigured.data || (aiConfigured.data === false && isAdmin)) && (
          <Link to="/create-ai-quiz" className={buttonClasses('secondary')}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />{' '}
            {aiConfigured.data ? t('dashboard.myQuizzes.generateAi') : t('dashboard.myQuizzes.generateAiNotSetUp')}
          </Link>
        )}
      </div>
      <QuizGrid
        result={result}
        currentUserId={session?._id}
        emptyText={query ? Messages.noQuizzesMatch : t('dashboard.myQuizzes.empty')}
        page={page}
        onPage={setPage}
        showCreator={false}
      />
      <Dialog
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        title={t('dashboard.myQuizzes.createNew')}
        description={t('dashboard.myQuizzes.chooserDescription')}
      >
        <div className="grid gap-3">
          <Link to="/create-quiz" className={buttonClasses('primary')}>
            {t('dashboard.myQuizzes.manual')}
          </Link>
          <Link to="/upload" className={buttonClasses('secondary')}>
            {t('dashboard.myQuizzes.upload')}
          </Link>
          <Link to="/import" className={buttonClasses('secondary')}>
            {t('dashboard.myQuizzes.import')}
          </Link>
          <Button variant="secondary" onClick={() => setChooserOpen(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
