/** The dashboard's New class form: creates the class and opens its page. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { classInput } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form';
import { useCreateClass } from '../api/create-class';
import { ClassFields, classFormFields, type ClassFormInput, type ClassFormOutput } from './class-fields';

export function NewClassForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateClass();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ClassFormInput, unknown, ClassFormOutput>({
    resolver: zodResolver(classInput),
    defaultValues: { name: '', subject: '', grade: '', admission: 'automatic' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(values, {
      onSuccess: (created) => {
        toast.success(Messages.classCreated);
        void navigate(`/classes/${created._id}`);
      },
      onError: (error) => {
        if (applyFieldErrors(error, form.setError, classFormFields)) return;
        const message = errorMessage(error, Messages.internalError);
        setFailure(message);
        toast.error(message);
      },
    });
  });

  return (
    <Card className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">{t('classes.new.title')}</h3>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('classes.new.title')}>
        {failure && <Alert>{failure}</Alert>}
        <ClassFields form={form} />
        <Button type="submit" className="min-h-11 w-full" loading={create.isPending}>
          {t('classes.new.submit')}
        </Button>
      </form>
    </Card>
  );
}
