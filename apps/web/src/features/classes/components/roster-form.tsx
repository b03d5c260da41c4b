/**
 * Students without e-mail: the teacher pastes names, one a line, or chooses a .txt or .csv file (read here in the
 * browser) or an .xlsx spreadsheet (read by the server), into the box (a CSV's first column is the name; the server skips a 'Name' or 'Tên' header). Each name
 * becomes a card student with a login card to print.
 */
import { useId, useState } from 'react';
import { FileText, Printer } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClassLimits } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { readRosterFile, useAddRoster } from '../api/add-roster';

const textFile = /\.(txt|csv)$/i;
const spreadsheet = /\.xlsx$/i;

export function RosterForm({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const add = useAddRoster();
  const hintId = useId();
  const [names, setNames] = useState('');
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<number | null>(null);

  const readFile = async (file: File) => {
    setAdded(null);
    if (!textFile.test(file.name) && !spreadsheet.test(file.name)) return setError(t('classes.roster.fileType'));
    try {
      // A spreadsheet is read by the server (its first column with names); text files here.
      setNames(spreadsheet.test(file.name) ? await readRosterFile({ classId, file }) : await file.text());
      setError(undefined);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? errorMessage(failure, Messages.internalError)
          : t('classes.roster.fileUnreadable'),
      );
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAdded(null);
    if (names.trim() === '') return setError(Messages.rosterEmpty);
    add.mutate(
      { classId, names },
      {
        onSuccess: (students) => {
          setNames('');
          setError(undefined);
          setAdded(students.length);
          toast.success(Messages.rosterAdded(students.length));
        },
        // The server names the line it refused ("Line 3: 'An' is already in this class"): shown at the box.
        onError: (failure) =>
          setError(
            (failure instanceof ApiError && failure.fieldErrors?.names) ||
              errorMessage(failure, Messages.internalError),
          ),
      },
    );
  };

  return (
    <section
      aria-labelledby="class-roster"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="space-y-1">
        <h2 id="class-roster" className="text-lg font-semibold text-slate-900">
          {t('classes.roster.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('classes.roster.intro')}</p>
      </div>
      {added !== null && (
        <div className="space-y-3 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
          <Alert tone="success">{Messages.rosterAdded(added)}</Alert>
          <Link to={`/classes/${classId}/cards`} className={buttonClasses('primary', 'min-h-12 w-full text-base')}>
            <Printer className="h-5 w-5" aria-hidden="true" /> {t('classes.cards.print')}
          </Link>
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="class-roster">
        <TextAreaField
          label={t('classes.roster.names')}
          placeholder={t('classes.roster.placeholder')}
          rows={8}
          value={names}
          error={error}
          // The field names its error when there is one (TextAreaField), its hint otherwise.
          {...(error ? {} : { 'aria-describedby': hintId })}
          onChange={(event) => {
            setNames(event.target.value);
            setError(undefined);
          }}
        />
        <p id={hintId} className="text-xs text-slate-500">
          {t('classes.roster.hint', { max: ClassLimits.rosterMax })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <label
            className={buttonClasses(
              'secondary',
              'min-h-11 cursor-pointer self-start focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
            )}
          >
            <FileText className="h-4 w-4" aria-hidden="true" /> {t('classes.roster.chooseFile')}
            <input
              type="file"
              accept=".txt,.csv,.xlsx,text/plain,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Choosing the same file again (after editing it) reads it again.
                event.target.value = '';
                if (file) void readFile(file);
              }}
            />
          </label>
          <Button type="submit" className="min-h-11" loading={add.isPending}>
            {t('classes.roster.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
