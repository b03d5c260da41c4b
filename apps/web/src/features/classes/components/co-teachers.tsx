/**
 * A class's co-teachers (issue 38): other teachers with the same rights but two. Its own teacher adds one by
 * username or e-mail and removes one; a co-teacher may leave.
 */
import { useId, useState, type FormEvent } from 'react';
import { UserMinus, UserPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClassDetail } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useAddCoTeacher, useRemoveCoTeacher } from '../api/co-teachers';
import { classesTab } from '../lib/links';

export function CoTeachers({ klass }: { klass: ClassDetail }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const add = useAddCoTeacher();
  const remove = useRemoveCoTeacher();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  // Adding and removing co-teachers is the class's own teacher's (or an admin's).
  const owner = klass.teacher._id === session?._id || session?.accountType === 'admin';
  const editable = owner && !klass.archived;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    add.mutate(
      { classId: klass._id, name },
      {
        onSuccess: () => {
          toast.success(Messages.coTeacherAdded);
          setName('');
        },
        onError: (failure) => setError(errorMessage(failure, Messages.internalError)),
      },
    );
  };
  const removeOne = (userId: string) =>
    remove.mutate(
      { classId: klass._id, userId },
      {
        onSuccess: () => {
          toast.success(Messages.coTeacherRemoved);
          // A co-teacher who leaves no longer sees the class.
          if (userId === session?._id) void navigate(classesTab);
        },
        onError: (failure) => toast.error(errorMessage(failure, Messages.internalError)),
      },
    );

  if (!owner && klass.coTeachers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('classes.coTeachers.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('classes.coTeachers.hint')}</p>
      </div>
      {klass.coTeachers.length > 0 && (
        <ul className="space-y-2">
          {klass.coTeachers.map((person) => {
            const name = person.displayName || person.username;
            const self = person._id === session?._id;
            return (
              <li key={person._id} className="flex items-center justify-between gap-3">
                <span className="flex min-w-0 items-center gap-3">
                  <Avatar src={person.profilePicture} name={name} />
                  <span className="truncate text-slate-900">{name}</span>
                </span>
                {(editable || self) && (
                  <Button
                    variant="secondary"
                    className="min-h-11 shrink-0"
                    loading={remove.isPending && remove.variables?.userId === person._id}
                    onClick={() => removeOne(person._id)}
                  >
                    <UserMinus className="h-4 w-4" aria-hidden="true" />
                    {self ? t('classes.coTeachers.leave') : t('classes.coTeachers.remove', { name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <FormField
              label={t('classes.coTeachers.name')}
              autoComplete="off"
              value={name}
              error={error}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" className="min-h-11" loading={add.isPending}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {t('classes.coTeachers.add')}
          </Button>
        </form>
      )}
    </section>
  );
}
