/** A question's optional picture: uploaded as soon as it is chosen, then previewed with its required alt text. */
import { useId, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUploadQuestionImage } from '../api/upload-question-image';
import { ErrorText } from './error-text';
import type { QuizFormValues } from './quiz-form-values';

const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Checked here to spare a doomed upload; the server checks the content again. */
function problemWith(file: File): string | undefined {
  if (!acceptedTypes.includes(file.type)) return Messages.imageWrongType;
  if (file.size > QuestionKindLimits.imageMaxBytes) return Messages.imageTooLarge;
  return undefined;
}

export function QuestionImageField({ index: i }: { index: number }) {
  const { t } = useTranslation();
  const { control, register, setValue, clearErrors } = useFormContext<QuizFormValues>();
  const path = `questions.${i}.image` as const;
  const { errors } = useFormState({ control, name: path });
  const image = useWatch({ control, name: path });
  const upload = useUploadQuestionImage();
  const [uploadError, setUploadError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const imageErrors = errors.questions?.[i]?.image;
  // A picture the server no longer has (or a malformed url) is reported on the picture itself.
  const pictureError = uploadError ?? imageErrors?.url?.message ?? imageErrors?.message;

  const fail = (message: string) => {
    setUploadError(message);
    toast.error(message);
  };

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = problemWith(file);
    if (problem) return fail(problem);
    setUploadError(undefined);
    upload.mutate(file, {
      onSuccess: (response) => {
        setValue(path, { url: response.data.url, alt: image?.alt ?? '' }, { shouldDirty: true });
        clearErrors(`${path}.url`);
      },
      onError: (error) => fail(errorMessage(error, Messages.imageInvalid)),
    });
  };

  const removePicture = () => {
    setValue(path, null, { shouldDirty: true });
    clearErrors(path);
    setUploadError(undefined);
    fileInput.current?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={acceptedTypes.join(',')}
          className="peer sr-only"
          disabled={upload.isPending}
          aria-describedby={pictureError ? `${id}-error` : `${id}-hint`}
          onChange={onPick}
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            buttonClasses('secondary'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            upload.isPending && 'cursor-not-allowed opacity-60',
          )}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {image ? t('quizForm.picture.replace') : t('quizForm.picture.add')}
        </label>
        {image && (
          <Button variant="ghost" onClick={removePicture}>
            <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" /> {t('quizForm.picture.remove')}
          </Button>
        )}
        {upload.isPending ? (
          <span role="status" className="text-sm text-slate-600">
            {t('quizForm.picture.uploading')}
          </span>
        ) : (
          <span id={`${id}-hint`} className="text-xs text-slate-500">
            {t('quizForm.picture.hint')}
          </span>
        )}
      </div>
      <ErrorText id={`${id}-error`} message={pictureError} />
      {image && (
        <div className="space-y-3">
          <img src={image.url} alt={image.alt} className="max-h-48 rounded-lg ring-1 ring-slate-200" />
          <FormField
            label={t('quizForm.picture.alt')}
            required
            maxLength={QuestionKindLimits.imageAltMax}
            placeholder={t('quizForm.picture.altPlaceholder')}
            error={imageErrors?.alt?.message}
            {...register(`${path}.alt`)}
          />
        </div>
      )}
    </div>
  );
}
