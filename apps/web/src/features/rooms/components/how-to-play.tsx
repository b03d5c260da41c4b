import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The rules as the server applies them (ARCHITECTURE §7), in the lobby before anyone starts. */
export function HowToPlay({
  timeLimit,
  questionCount,
  hostPaced = false,
}: {
  timeLimit: number;
  questionCount: number;
  hostPaced?: boolean;
}) {
  const { t } = useTranslation();
  const facts = { questions: t('lobby.howToPlay.questions', { count: questionCount }), seconds: timeLimit };
  return (
    <section aria-labelledby="how-to-play" className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
      <h2 id="how-to-play" className="mb-2 flex items-center gap-2 font-semibold text-brand-700">
        <Info className="h-4 w-4" aria-hidden="true" /> {t('lobby.howToPlay.title')}
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>{t('lobby.howToPlay.wait')}</li>
        {hostPaced ? (
          <>
            <li>{t('lobby.howToPlay.hostShows', facts)}</li>
            <li>{t('lobby.howToPlay.hostScoring')}</li>
            <li>{t('lobby.howToPlay.hostClose')}</li>
            <li>{t('lobby.howToPlay.ties')}</li>
          </>
        ) : (
          <>
            <li>{t('lobby.howToPlay.selfAnswer', facts)}</li>
            <li>{t('lobby.howToPlay.selfScoring')}</li>
            <li>{t('lobby.howToPlay.ties')}</li>
            <li>{t('lobby.howToPlay.hidden')}</li>
          </>
        )}
      </ol>
    </section>
  );
}
