/**
 * A class's settings for its teacher: name, subject, grade and admission; archiving at the end of term (read-only,
 * and back again); deleting it with its students' login cards.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { classInput, type ClassDetail } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form';
import { useDeleteClass } from '../api/delete-class';
import { useUpdateClass } from '../api/update-class';
import { classesTab } from '../lib/links';
import { ClassFields, classFormFields, type ClassFormInput, type ClassFormOutput } from './class-fields';

const valuesOf = (klass: ClassDetail): ClassFormInput => ({
  name: klass.name,
  subject: klass.subject ?? '',
  grade: klass.grade ?? '',
  admission: klass.admission,
});

const failed = (error: unknown) => toast.error(errorMessage(error, Messages.internalError));

/** Archive, or bring back: the one change an archived class takes. */
export function ArchiveButton({ klass, className }: { klass: ClassDetail; className?: string }) {
  const { t } = useTranslation();
  const update = useUpdateClass();
  const archive = !klass.archived;
  const toggle = () =>
    update
      .mutateAsync({ id: klass._id, changes: { archived: archive } })
      .then(
        () => toast.success(archive ? t('classes.settings.archivedDone') : t('classes.settings.restoredDone')),
        failed,
      );
  return (
    <Button
      variant={archive ? 'secondary' : 'primary'}
      className={className}
      loading={update.isPending}
      onClick={() => void toggle()}
    >
      {archive ? (
        <Archive className="h-4 w-4" aria-hidden="true" />
      ) : (
        <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
      )}
      {archive ? t('classes.settings.archive') : t('classes.settings.restore')}
    </Button>
  );
}

function DeleteClassButton({ klass }: { klass: ClassDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteClass();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    remove.mutateAsync(klass._id).then(() => {
      setOpen(false);
      toast.success(Messages.classDeleted);
      void navigate(classesTab, { replace: true });
    }, failed);
  return (
    <>
      <Button variant="danger" className="min-h-11" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('classes.settings.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('classes.settings.deleteTitle')}
        message={t('classes.settings.deleteConfirm', { name: klass.name })}
        details={t('classes.settings.deleteDetails')}
        confirmLabel={t('classes.settings.delete')}
        pending={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

export function ClassSettings({ klass }: { klass: ClassDetail }) {
  const { t } = useTranslation();
  const update = useUpdateClass();
  const form = useForm<ClassFormInput, unknown, ClassFormOutput>({
    resolver: zodResolver(classInput),
    defaultValues: valuesOf(klass),
  });
  // What the server holds now (after a save) is what the form starts from; a change of students leaves it alone.
  const { reset } = form;
  const { name, subject, grade, admission } = klass;
  useEffect(
    () => reset({ name, subject: subject ?? '', grade: grade ?? '', admission }),
    [name, subject, grade, admission, reset],
  );

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: klass._id, changes: values },
      {
        onSuccess: () => toast.success(Messages.classUpdated),
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, classFormFields)) failed(error);
        },
      },
    ),
  );

  return (
    <section
      aria-labelledby="class-settings"
      className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="class-settings" className="text-lg font-semibold text-slate-900">
        {t('classes.settings.title')}
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby="class-settings">
        {/* An archived class is read-only: its fields show, and nothing changes until it is brought back. */}
        <fieldset disabled={klass.archived} className="space-y-4 disabled:opacity-60">
          <ClassFields form={form} />
          {!klass.archived && (
            <Button type="submit" className="min-h-11" loading={update.isPending}>
              {t('classes.settings.save')}
            </Button>
          )}
        </fieldset>
      </form>
      {/* An archived class is brought back from the notice at the top of its page. */}
      {!klass.archived && (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-slate-900">{t('classes.settings.endOfTerm')}</h3>
          <p className="text-sm text-slate-600">{t('classes.settings.archiveHint')}</p>
          <ArchiveButton klass={klass} className="min-h-11" />
        </div>
      )}
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">{t('classes.settings.deleteTitle')}</h3>
        <p className="text-sm text-slate-600">{t('classes.settings.deleteHint')}</p>
        <DeleteClassButton klass={klass} />
      </div>
    </section>
  );
}
