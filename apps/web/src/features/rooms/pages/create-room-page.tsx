/** /create-room and /create-room/{quizId}: pick a quiz and the room's settings, then share the code (SPEC §2). */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Copy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { QuizLimits, RoomLimits } from '@quiz/contract/limits';
import { localize, Messages } from '../../../i18n/messages';
import type { QuizSummary } from '@quiz/contract/quizzes';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fieldClasses } from '../../../components/ui/fields';
import { FormField } from '../../../components/ui/form-field';
import { ClassField } from '../components/class-field';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { applyFieldErrors } from '../../../lib/form';
import { useQuiz } from '../../../lib/quiz-api/get-quiz';
import { useMyQuizzes, usePublicQuizzes } from '../../../lib/quiz-api/list-quizzes';
import { useCategoryName } from '../../../lib/category-name';
import { useCreateRoom, type CreatedRoom } from '../api/create-room';
import { useMaxParticipants } from '../api/room-settings';
import { copyInviteLink } from '../lib/copy-invite';
import { createRoomForm, type CreateRoomFormInput, type CreateRoomFormOutput } from '../lib/room-forms';

type FormInput = CreateRoomFormInput;
type FormOutput = CreateRoomFormOutput;
const fields = ['quizId', 'maxParticipants', 'timeLimit', 'invites'] as const;

type Source = 'public' | 'mine';
const sources = [
  { value: 'public', label: 'rooms.publicQuizzes' },
  { value: 'mine', label: 'rooms.myQuizzes' },
] as const satisfies readonly { value: Source; label: string }[];

function RoomCreated({ room }: { room: CreatedRoom }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-5 text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{Messages.roomCreated}</h1>
      <p className="text-slate-600">{room.quizId.title}</p>
      <div>
        <p className="text-sm font-medium tracking-wide text-slate-500 uppercase">{t('rooms.created.roomCode')}</p>
        <p
          className="font-mono text-5xl font-black tracking-[0.3em] text-brand-700"
          aria-label={t('rooms.created.roomCodeLabel')}
        >
          {room.code}
        </p>
      </div>
      {room.invited > 0 && (
        <p className="text-sm text-slate-600">{t('rooms.created.invitationsSent', { count: room.invited })}</p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => void copyInviteLink(room.code)}>
          <Copy className="h-4 w-4" aria-hidden="true" /> {t('rooms.copyInvite')}
        </Button>
        <Link to={`/room/${room.code}`} className={buttonClasses('primary')}>
          {t('rooms.created.joinNow')}
        </Link>
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          {t('rooms.created.goToDashboard')}
        </Link>
      </div>
    </Card>
  );
}

export function CreateRoomPage() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { id } = useParams();
  const { session } = useSession();
  const maxParticipants = useMaxParticipants();
  const preselected = useQuiz(id);
  const [source, setSource] = useState<Source>('mine');
  const mine = useMyQuizzes({ page: 1, limit: QuizLimits.pageSizeMax });
  const publics = usePublicQuizzes({ page: 1, limit: QuizLimits.pageSizeMax });
  const create = useCreateRoom();
  const [created, setCreated] = useState<CreatedRoom | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selectId = useId();

  // The cap arrives from the server after the form is made: the resolver reads the latest.
  const schema = useMemo(() => createRoomForm(maxParticipants), [maxParticipants]);
  const schemaRef = useRef(schema);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);
  const resolver = useRef<Resolver<FormInput, unknown, FormOutput>>((values, context, options) =>
    zodResolver(schemaRef.current)(values, context, options),
  ).current;

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      quizId: id ?? '',
      // The cap is a safety limit, not a head count: a class of any size fits unless the host says otherwise.
      maxParticipants,
      timeLimit: RoomLimits.timeLimitDefault,
      invites: '',
      allowGuests: 'anyone',
      mode: 'self_paced',
      classId: '',
    },
  });
  const { errors, dirtyFields } = form.formState;

  // Coming from a quiz's page: its own quizzes are under "My Quizzes", anyone else's under "Public Quizzes".
  const toggled = useRef(false);
  useEffect(() => {
    if (!preselected.data || toggled.current) return;
    toggled.current = true;
    setSource(preselected.data.createdBy._id === session?._id ? 'mine' : 'public');
  }, [preselected.data, session?._id]);

  // A quiz that cannot be read (deleted, someone else's private one) is not preselected.
  useEffect(() => {
    if (preselected.isError && form.getValues('quizId') === id) form.setValue('quizId', '');
  }, [preselected.isError, id, form]);

  const list = source === 'mine' ? mine : publics;
  const quizzes: QuizSummary[] = list.data?.data ?? [];
  const chosenId = form.watch('quizId');
  // The preselected quiz stays selectable even when it is not on the first page of the list.
  const options =
    preselected.data && chosenId === preselected.data._id && !quizzes.some((q) => q._id === chosenId)
      ? [preselected.data, ...quizzes]
      : quizzes;

  // Until the host changes them: as many players as the server allows, and the chosen quiz's own time per question.
  useEffect(() => {
    if (!dirtyFields.maxParticipants) form.setValue('maxParticipants', maxParticipants);
  }, [maxParticipants, form, dirtyFields.maxParticipants]);
  const quizTime = options.find((q) => q._id === chosenId)?.timeLimit;
  useEffect(() => {
    if (quizTime === undefined || dirtyFields.timeLimit) return;
    form.setValue('timeLimit', Math.min(Math.max(quizTime, RoomLimits.timeLimitMin), RoomLimits.timeLimitMax));
  }, [quizTime, form, dirtyFields.timeLimit]);

  const switchSource = (next: Source) => {
    if (next === source) return;
    setSource(next);
    const nextList = (next === 'mine' ? mine : publics).data?.data ?? [];
    if (!nextList.some((q) => q._id === form.getValues('quizId'))) form.setValue('quizId', '');
  };

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(
      { ...values, hostId: session?._id },
      {
        onSuccess: (room) => {
          toast.success(Messages.roomCreated);
          setCreated(room);
        },
        onError: (error) => {
          if (applyFieldErrors(error, form.setError, fields)) return;
          const message = errorMessage(error, Messages.createRoomFailed);
          setFailure(message);
          toast.error(message);
        },
      },
    );
  });

  const emptyText = source === 'mine' ? Messages.noOwnQuizzes : Messages.noPublicQuizzesForRoom;
  const loadFailed = source === 'mine' ? Messages.loadYourQuizzesFailed : Messages.loadPublicQuizzesFailed;
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
        {created ? (
          <RoomCreated room={created} />
        ) : (
          <>
            <div>
              <h1 className="text-2xl font-bold text-slate-900">{t('rooms.create.title')}</h1>
              <p className="text-slate-600">{t('rooms.create.intro')}</p>
            </div>
            <form onSubmit={onSubmit} noValidate>
              <Card className="space-y-5">
                {failure && <Alert>{failure}</Alert>}
                <div
                  className="inline-flex gap-1 rounded-xl bg-slate-100 p-1"
                  role="group"
                  aria-label={t('rooms.create.quizSource')}
                >
                  {sources.map((s) => (
                    <button
                      key={s.value}
                      type="button"
                      aria-pressed={source === s.value}
                      onClick={() => switchSource(s.value)}
                      className={cn(
                        'rounded-lg px-4 py-2 text-sm font-semibold',
                        source === s.value
                          ? 'bg-white text-brand-700 shadow-sm'
                          : 'text-slate-600 hover:text-slate-900',
                      )}
                    >
                      {t(s.label)}
                    </button>
                  ))}
                </div>

                <div className="space-y-1">
                  <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
                    {t('rooms.create.selectQuiz')}
                  </label>
                  <select
                    id={selectId}
                    className={fieldClasses(errors.quizId)}
                    aria-invalid={errors.quizId ? true : undefined}
                    aria-describedby={errors.quizId ? `${selectId}-error` : undefined}
                    disabled={list.isLoading}
                    name="quizId"
                    value={chosenId}
                    onChange={(event) =>
                      form.setValue('quizId', event.target.value, { shouldValidate: form.formState.isSubmitted })
                    }
                  >
                    <option value="">{t('rooms.create.selectQuizPlaceholder')}</option>
                    {options.map((quiz) => (
                      <option key={quiz._id} value={quiz._id}>
                        {quiz.title} ({categoryName(quiz.category)})
                      </option>
                    ))}
                  </select>
                  {errors.quizId && (
                    <p id={`${selectId}-error`} className="text-sm text-red-600">
                      {localize(errors.quizId.message ?? '')}
                    </p>
                  )}
                  {list.isLoading && <p className="text-xs text-slate-500">{t('rooms.create.loadingQuizzes')}</p>}
                  {list.isError && <p className="text-sm text-red-600">{errorMessage(list.error, loadFailed)}</p>}
                  {list.isSuccess && quizzes.length === 0 && <p className="text-sm text-slate-500">{emptyText}</p>}
                </div>

                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField
                    label={t('rooms.create.maxParticipants')}
                    type="number"
                    min={RoomLimits.participantsMin}
                    max={maxParticipants}
                    hint={t('rooms.create.maxParticipantsHint', {
                      min: RoomLimits.participantsMin,
                      max: maxParticipants,
                    })}
                    error={errors.maxParticipants?.message}
                    {...form.register('maxParticipants', { valueAsNumber: true })}
                  />
                  <FormField
                    label={t('rooms.create.timeLimit')}
                    type="number"
                    min={RoomLimits.timeLimitMin}
                    max={RoomLimits.timeLimitMax}
                    hint={t('rooms.create.timeLimitHint', {
                      min: RoomLimits.timeLimitMin,
                      max: RoomLimits.timeLimitMax,
                    })}
                    error={errors.timeLimit?.message}
                    {...form.register('timeLimit', { valueAsNumber: true })}
                  />
                </div>
                <div className="space-y-1">
                  <label htmlFor="game-mode" className="block text-sm font-medium text-slate-700">
                    {t('rooms.create.gameMode')}
                  </label>
                  <select id="game-mode" className={fieldClasses()} {...form.register('mode')}>
                    <option value="self_paced">{t('rooms.create.selfPaced')}</option>
                    <option value="host_paced">{t('rooms.create.hostPaced')}</option>
                  </select>
                  <p className="text-xs text-slate-500">
                    {form.watch('mode') === 'host_paced'
                      ? t('rooms.create.hostPacedHint')
                      : t('rooms.create.selfPacedHint')}
                  </p>
                </div>
                <div className="space-y-1">
                  <label htmlFor="who-can-join" className="block text-sm font-medium text-slate-700">
                    {t('rooms.create.whoCanJoin')}
                  </label>
                  <select id="who-can-join" className={fieldClasses()} {...form.register('allowGuests')}>
                    <option value="anyone">{t('rooms.create.anyone')}</option>
                    <option value="accounts">{t('rooms.create.accountsOnly')}</option>
                  </select>
                  <p className="text-xs text-slate-500">{t('rooms.create.whoCanJoinHint')}</p>
                </div>
                <ClassField registration={form.register('classId')} />
                <FormField
                  label={t('rooms.create.invites')}
                  placeholder="alice, bob@example.com"
                  hint={t('rooms.create.invitesHint')}
                  error={errors.invites?.message}
                  {...form.register('invites')}
                />

                <div className="flex justify-end gap-3">
                  <Link to="/dashboard" className={buttonClasses('secondary')}>
                    {t('rooms.cancel')}
                  </Link>
                  <Button type="submit" loading={create.isPending}>
                    {create.isPending ? t('rooms.create.creating') : t('rooms.create.submit')}
                  </Button>
                </div>
              </Card>
            </form>
          </>
        )}
      </main>
    </div>
  );
}
