import { useRef, useState } from 'react';
import { Check, Download, Image as ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { QuizLimits, TransferFormats, TransferLimits } from '@quiz/contract/limits';
import { localize, Messages } from '../../../i18n/messages';
import { wordNote, wordWhere } from '@quiz/contract/quiz-file-notes';
import { csvTemplate } from '@quiz/contract/transfer';
import { currentLanguage } from '../../../i18n';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, TextAreaField } from '../../../components/ui/fields';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { optionLabel } from '../../../components/questions/option-label';
import { Explanation } from '../../../components/questions/explanation';
import { RichText } from '../../../components/rich-text/rich-text';
import { CategorySelect } from '../../../components/category-select';
import { QuestionKindLabels } from '../../../components/questions/question-kind-labels';
import { previewImport, saveImport } from '../api/import-quiz';
import {
  TransferFormatLabels,
  type ImportedQuestion,
  type ImportPreview,
  type TransferFormatChoice,
} from '../api/types';

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csvTemplate], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'quiz-adventure-template.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** How a question's points other than the standard ones read in the preview. */
const pointsLabels = {
  double: 'transfer.import.points.double',
  none: 'transfer.import.points.none',
} as const;

/**
 * The file's warnings in the reader's language, worded from their records (so they follow the language switch);
 * the server's sentences when it sent none.
 */
const warningsOf = (preview: ImportPreview) =>
  preview.notes?.map((note) => wordNote(note, currentLanguage())) ?? preview.warnings;

/** The first QuizLimits.questionsMax questions are chosen at first: a quiz holds no more. */
const firstChosen = (count: number) =>
  new Set(Array.from({ length: Math.min(count, QuizLimits.questionsMax) }, (_, i) => i));

export function ImportQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<TransferFormatChoice>('auto');
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<string>('Other');
  const [isPublic, setIsPublic] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const readings = useRef(0);

  const read = (picked: File, as: TransferFormatChoice) => {
    setFile(picked);
    setFileError(undefined);
    setPreview(null);
    if (picked.size > TransferLimits.fileMaxBytes) {
      readings.current++;
      setReading(false);
      setFileError(Messages.importTooLarge);
      return;
    }
    setReading(true);
    // Only the latest file's preview is shown: an earlier one answering late must not replace it.
    const ticket = ++readings.current;
    previewImport({ file: picked, format: as })
      .then(({ data }) => {
        if (ticket !== readings.current) return;
        setPreview(data);
        setChosen(firstChosen(data.questions.length));
        setTitle(data.title);
        setDescription(data.description ?? '');
        setCategory(data.category);
        setFieldErrors({});
      })
      .catch((error: unknown) => {
        if (ticket !== readings.current) return;
        const fileProblem = error instanceof ApiError ? error.fieldErrors?.file : undefined;
        const message = errorMessage(error, Messages.importFailed);
        const problem = fileProblem && localize(fileProblem);
        setFileError(problem && problem !== message ? `${message} (${problem})` : message);
      })
      .finally(() => {
        if (ticket === readings.current) setReading(false);
      });
  };

  const toggle = (index: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const save = () => {
    if (!file || !preview) return;
    setSaving(true);
    saveImport(
      { file, format },
      { title, description, category, isPublic, keep: [...chosen].sort((a, b) => a - b) },
    ).then(
      (response) => {
        toast.success(Messages.quizCreated);
        void navigate(`/quiz/${response.data._id}`);
      },
      (error: unknown) => {
        setSaving(false);
        toast.error(errorMessage(error, Messages.importFailed));
        if (error instanceof ApiError && error.fieldErrors) setFieldErrors(error.fieldErrors);
      },
    );
  };

  const count = chosen.size;
  const tooMany = count > QuizLimits.questionsMax;
  const warnings = preview ? warningsOf(preview) : [];
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t('transfer.import.title')}</h1>
          <p className="text-slate-600">{t('transfer.import.intro')}</p>
          <Button variant="secondary" onClick={downloadTemplate}>
            <Download className="h-4 w-4" aria-hidden="true" /> {t('transfer.import.template')}
          </Button>
        </div>

        <Card className="space-y-4">
          <div className="space-y-1">
            <label htmlFor="import-format" className="block text-sm font-medium text-slate-700">
              {t('transfer.import.format')}
            </label>
            <select
              id="import-format"
              value={format}
              onChange={(e) => {
                const next = e.target.value as TransferFormatChoice;
                setFormat(next);
                if (file) read(file, next);
              }}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="auto">{t('transfer.import.auto')}</option>
              {TransferFormats.map((f) => (
                <option key={f} value={f}>
                  {t(TransferFormatLabels[f])}
                </option>
              ))}
            </select>
          </div>
          <FileDropZone
            accept=".json,.zip,.csv,.tsv,.txt,.gift,.xml,.xlsx"
            fileName={file?.name}
            prompt={t('transfer.import.drop')}
            chooseLabel={t('transfer.import.choose')}
            inputLabel={t('transfer.import.fileAria')}
            limit={t('transfer.import.limit')}
            invalid={Boolean(fileError)}
            repick
            onFile={(picked) => read(picked, format)}
          >
            <p role="status" className="text-sm text-slate-600">
              {reading ? t('transfer.import.reading') : ''}
            </p>
          </FileDropZone>
          {fileError && <Alert>{fileError}</Alert>}
        </Card>

        {preview && (
          <>
            <Card className="space-y-4">
              <h2 className="text-lg font-semibold">{t('transfer.import.details')}</h2>
              <FormField
                label={t('quizForm.title')}
                value={title}
                maxLength={QuizLimits.titleMax}
                error={fieldErrors.title}
                onChange={(e) => setTitle(e.target.value)}
              />
              <TextAreaField
                label={t('quizForm.description')}
                rows={2}
                value={description}
                maxLength={QuizLimits.descriptionMax}
                onChange={(e) => setDescription(e.target.value)}
              />
              <CategorySelect value={category} onChange={(e) => setCategory(e.target.value)} />
              <CheckboxField
                label={t('quizForm.public')}
                checked={isPublic}
                onChange={(e) => setIsPublic(e.target.checked)}
              />
            </Card>

            {warnings.length > 0 && (
              <section aria-labelledby="import-warnings" className="space-y-2">
                <h2 id="import-warnings" className="text-lg font-semibold">
                  {t('transfer.import.warnings', { number: warnings.length })}
                </h2>
                <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
                  {warnings.map((warning, i) => (
                    <li key={i}>{warning}</li>
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="import-questions" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="import-questions" className="text-lg font-semibold">
                  {t('transfer.import.questions', { chosen: count, total: preview.questions.length })}
                </h2>
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => setChosen(firstChosen(preview.questions.length))}>
                    {t('transfer.import.selectAll')}
                  </Button>
                  <Button variant="secondary" onClick={() => setChosen(new Set())}>
                    {t('transfer.import.selectNone')}
                  </Button>
                </div>
              </div>
              <ol className="space-y-3">
                {preview.questions.map((question, index) => (
                  <PreviewQuestion
                    key={index}
                    number={index + 1}
                    question={question}
                    chosen={chosen.has(index)}
                    onToggle={() => toggle(index)}
                  />
                ))}
              </ol>
            </section>

            {tooMany && <Alert>{Messages.importPickedTooMany}</Alert>}
            <div className="sticky bottom-0 flex justify-end gap-3 border-t border-slate-200 bg-white/90 py-3 backdrop-blur">
              <Link to="/dashboard" className={buttonClasses('secondary')}>
                {t('quizForm.cancel')}
              </Link>
              <Button onClick={save} loading={saving} disabled={count === 0 || tooMany}>
                {t('transfer.import.submit', { count })}
              </Button>
            </div>
          </>
        )}
      </main>
    </div>
  );
}

function PreviewQuestion(props: { number: number; question: ImportedQuestion; chosen: boolean; onToggle: () => void }) {
  const { number, question, chosen, onToggle } = props;
  const { t } = useTranslation();
  return (
    <li className={cn('rounded-xl border bg-white p-4', chosen ? 'border-brand-200' : 'border-slate-200 opacity-60')}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 accent-brand-600"
          checked={chosen}
          onChange={onToggle}
          aria-label={t('transfer.import.questionAria', { number })}
        />
        <span className="flex-1 space-y-2">
          <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <span className="font-semibold text-slate-700">{t('transfer.import.question', { number })}</span>
            <Badge tone="brand">{t(QuestionKindLabels[question.kind])}</Badge>
            {question.timeLimit !== null && (
              <span>{t('transfer.import.seconds', { seconds: question.timeLimit })}</span>
            )}
            {question.points !== 'standard' && <span>{t(pointsLabels[question.points])}</span>}
            <span>{question.place ? wordWhere(question.place, currentLanguage()) : question.where}</span>
          </span>
          <RichText text={question.content} as="span" className="block font-medium wrap-anywhere" />
          {question.image && (
            <span className="flex items-center gap-2 text-sm text-slate-600">
              <ImageIcon className="h-4 w-4" aria-hidden="true" />
              {t('transfer.import.picture', { alt: question.image.alt })}
            </span>
          )}
          {question.kind === 'typed' ? (
            <span className="block text-sm text-slate-600">
              {t('transfer.import.accepted', { answers: question.acceptedAnswers.join(', ') })}
            </span>
          ) : (
            <span className={cn('grid gap-1 text-sm', question.kind === 'ordering' ? '' : 'sm:grid-cols-2')}>
              {question.options.map((option, i) => (
                <span
                  key={i}
                  className={cn(
                    'flex items-center gap-2 rounded-lg px-2 py-1',
                    option.isCorrect ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-50',
                  )}
                >
                  {question.kind === 'ordering' && <span className="font-semibold">{i + 1}.</span>}
                  <RichText text={optionLabel(question.kind, option.label)} inline className="min-w-0" />
                  {option.isCorrect && (
                    <>
                      <Check className="h-4 w-4" aria-hidden="true" />
                      <span className="sr-only">{t('transfer.import.correct')}</span>
                    </>
                  )}
                </span>
              ))}
            </span>
          )}
          <Explanation text={question.explanation} className="text-sm" />
        </span>
      </label>
    </li>
  );
}
