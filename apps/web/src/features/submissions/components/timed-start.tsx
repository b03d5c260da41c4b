import { useId, useState } from 'react';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ExtraTimeFactors, type ExtraTimeFactor } from '@quiz/contract/limits';
import { formatDuration, formatNumber } from '../../../i18n/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/**
 * Before a timed solo attempt: how long it takes, and the extra time a taker may ask for (×1.5 / ×2, the
 * accommodation schools give), recorded on the attempt and shown in its results. Homework's extra time is the
 * teacher's (`extraTime`): it is said, not asked.
 */
export function TimedStart({
  title,
  questionCount,
  seconds,
  extraTime: given,
  starting,
  onStart,
}: {
  title: string;
  questionCount: number;
  seconds: number;
  extraTime?: number;
  starting: boolean;
  onStart: (extraTime: ExtraTimeFactor) => void;
}) {
  const { t } = useTranslation();
  const [extraTime, setExtraTime] = useState<ExtraTimeFactor>(1);
  const hintId = useId();
  return (
    <Card className="space-y-4">
      <h1 className="text-2xl font-bold wrap-anywhere">{title}</h1>
      <p className="flex items-center gap-2 text-slate-700">
        <Timer className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
        {t('submissions.timed.intro', { time: formatDuration(seconds), count: questionCount })}
      </p>
      {given !== undefined ? (
        given > 1 && (
          <p className="text-slate-700">
            {t('submissions.timed.yourExtraTime', {
              factor: formatNumber(given),
              time: formatDuration(Math.ceil(seconds * given)),
            })}
          </p>
        )
      ) : (
        <fieldset className="space-y-2" aria-describedby={hintId}>
          <legend className="mb-1 font-medium text-slate-800">{t('submissions.timed.extraTime')}</legend>
          {ExtraTimeFactors.map((factor) => (
            <label key={factor} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="extraTime"
                className="h-4 w-4 accent-brand-600"
                checked={extraTime === factor}
                onChange={() => setExtraTime(factor)}
              />
              {factor === 1
                ? t('submissions.timed.none', { time: formatDuration(seconds) })
                : t('submissions.timed.factor', {
                    factor: formatNumber(factor),
                    time: formatDuration(Math.ceil(seconds * factor)),
                  })}
            </label>
          ))}
          <p id={hintId} className="text-xs text-slate-600">
            {t('submissions.timed.hint')}
          </p>
        </fieldset>
      )}
      <Button loading={starting} onClick={() => onStart(extraTime)}>
        {t('submissions.timed.start')}
      </Button>
    </Card>
  );
}
