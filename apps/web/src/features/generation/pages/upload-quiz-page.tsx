import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { GeneratedQuestionKind } from '@quiz/contract/limits';
import { localize, Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, TextAreaField } from '../../../components/ui/fields';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { CategorySelect } from '../../../components/category-select';
import { uploadQuiz } from '../api/upload-quiz';
import { defaultQuestionTypes, QuestionTypesField, questionTypesError } from '../components/question-types-field';

export function UploadQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<string>('Other');
  const [isPublic, setIsPublic] = useState(false);
  const [questionTypes, setQuestionTypes] = useState<GeneratedQuestionKind[]>(defaultQuestionTypes);
  const [questionTypesMessage, setQuestionTypesMessage] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (picked: File) => {
    if (picked.type !== 'application/pdf') {
      setFileError(Messages.pdfOnly);
      toast.error(Messages.pdfOnly);
      return;
    }
    setFile(picked);
    setFileError(undefined);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typesError = questionTypesError(questionTypes);
    setQuestionTypesMessage(typesError);
    if (!file) {
      setFileError(Messages.pdfRequired);
      toast.error(Messages.pdfRequired);
      return;
    }
    if (typesError) return;
    const form = new FormData();
    form.append('title', title);
    form.append('description', description);
    form.append('category', category);
    form.append('isPublic', String(isPublic));
    for (const type of questionTypes) form.append('questionTypes', type);
    form.append('pdfFile', file);
    setProgress(0);
    uploadQuiz(form, setProgress).then(
      (response) => {
        toast.success(Messages.quizCreated);
        void navigate(`/quiz/${response.data._id}`);
      },
      (error: unknown) => {
        setProgress(null);
        toast.error(errorMessage(error, Messages.uploadFailed));
        if (error instanceof ApiError && error.status === 401) window.location.assign('/login');
        else if (error instanceof ApiError && error.fieldErrors?.pdfFile) setFileError(error.fieldErrors.pdfFile);
        else if (error instanceof ApiError && error.fieldErrors?.questionTypes) {
          setQuestionTypesMessage(error.fieldErrors.questionTypes);
        }
      },
    );
  };

  const uploading = progress !== null;
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t('generation.upload.title')}</h1>
        <form onSubmit={submit} noValidate className="space-y-6">
          <Card className="space-y-4">
            <FormField
              label={t('generation.titleOptional')}
              hint={t('generation.upload.titleHint')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <TextAreaField
              label={t('quizForm.description')}
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <CategorySelect value={category} onChange={(e) => setCategory(e.target.value)} />
            <QuestionTypesField
              value={questionTypes}
              error={questionTypesMessage}
              hint={t('generation.upload.typesHint')}
              onChange={(types) => {
                setQuestionTypes(types);
                setQuestionTypesMessage(questionTypesError(types));
              }}
            />
            <CheckboxField
              label={t('quizForm.public')}
              checked={isPublic}
              onChange={(e) => setIsPublic(e.target.checked)}
            />
          </Card>
          <FileDropZone
            accept="application/pdf"
            fileName={file?.name}
            prompt={t('generation.upload.drop')}
            chooseLabel={t('generation.upload.choose')}
            inputLabel={t('generation.upload.fileAria')}
            limit={t('generation.upload.limit')}
            invalid={Boolean(fileError)}
            onFile={choose}
          >
            {fileError && <p className="text-sm text-red-600">{localize(fileError)}</p>}
          </FileDropZone>
          {uploading && (
            <div className="space-y-1" aria-live="polite">
              <div
                className="h-2 overflow-hidden rounded-full bg-slate-200"
                role="progressbar"
                aria-label={t('generation.upload.progressAria')}
                aria-valuenow={progress}
              >
                <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
              </div>
              <p className="text-sm text-slate-600">
                {progress < 100 ? t('generation.upload.progress', { progress }) : t('generation.upload.reading')}
              </p>
            </div>
          )}
          <div className="flex justify-end gap-3">
            <Link to="/dashboard" className={buttonClasses('secondary')}>
              {t('quizForm.cancel')}
            </Link>
            <Button type="submit" loading={uploading}>
              {uploading ? t('generation.upload.uploading') : t('generation.upload.submit')}
            </Button>
          </div>
        </form>
      </main>
    </div>
  );
}
