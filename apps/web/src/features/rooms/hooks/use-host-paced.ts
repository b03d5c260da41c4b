/**
 * A host-paced game as the presenter or a player follows it: the server pushes each question as it opens and each
 * person's results as it closes; this keeps the newest view, asks for it again after every (re)join (a reload, a
 * dropped connection, the presenter reopened), counts down on the server's remaining time, and sends the answer or
 * the host's button.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { HostAction } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import type { HostPacedView } from '@quiz/contract/rooms';
import { ApiError, errorMessage, reasonOf, says } from '../../../lib/api-client';
import { getGameState, sendHostAction } from '../api/host-paced';
import { liveAnswerFields } from '../../../components/questions/live-answer';
import type { AnswerValue } from '../../../components/questions/answer-input';
import { submitRoomAnswer } from '../api/play';
import type { RoomLive } from './use-room-live';

/** How far a game has got: a later question, or a later phase of the same one, replaces what is on screen. */
export function progressOf(view: Pick<HostPacedView, 'phase' | 'index'>) {
  if (view.phase === 'lobby') return -1;
  if (view.phase === 'ended') return Number.MAX_SAFE_INTEGER;
  return view.index * 4 + ['open', 'results', 'scoreboard'].indexOf(view.phase);
}

/**
 * Keeps the newer of two views. Within the same open question an answer once given stays given; the scoreboard,
 * sent alike to everyone, keeps the player's own outcome from the close.
 */
export function newerView(current: HostPacedView | null, next: HostPacedView): HostPacedView {
  if (!current) return next;
  const before = progressOf(current);
  const after = progressOf(next);
  if (after < before) return current;
  if (after === before && next.phase === 'open' && current.answered && !next.answered) {
    return { ...next, answered: true, myOptionId: current.myOptionId, myAnswer: current.myAnswer };
  }
  if (next.phase === 'scoreboard' && next.you === null && current.you && current.index === next.index) {
    return {
      ...next,
      you: current.you,
      answered: current.answered,
      myOptionId: current.myOptionId,
      myAnswer: current.myAnswer,
    };
  }
  return next;
}

export interface HostPaced {
  view: HostPacedView | null;
  /** Whole seconds left on the open question. */
  secondsLeft: number;
  error: string | null;
  /** The option being sent, while it is. */
  sending: string | null;
  /** An option's id (one tap), or a whole answer of another kind (multiple select, typed, ordering). */
  answer(answer: string | AnswerValue): void;
  /** The host's action being sent, while it is. */
  acting: HostAction | null;
  act(action: HostAction): void;
  reload(): void;
}

/** A moment after the question's time and grace: if it is still open here, ask (the server closes a late one). */
const closeCheckMs = 1500 + 500;
const tickMs = 250;

export function useHostPaced(code: string, live: RoomLive, enabled: boolean): HostPaced {
  const { socket } = live;
  const [view, setView] = useState<HostPacedView | null>(null);
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [acting, setActing] = useState<HostAction | null>(null);
  const latest = useRef(socket);
  useEffect(() => {
    latest.current = socket;
  });

  const apply = useCallback((next: HostPacedView) => {
    if (next.phase === 'open') {
      setDeadline(Date.now() + next.remainingMs);
      setNow(Date.now());
    }
    setView((current) => newerView(current, next));
  }, []);

  const load = useCallback(() => {
    getGameState(latest.current, code).then(
      (state) => {
        setError(null);
        apply(state);
      },
      (failure: unknown) => setError(errorMessage(failure, Messages.errorLoadingRoom)),
    );
  }, [code, apply]);

  // After every join of the room's channel (first load, reconnection), and over HTTP when there is no socket.
  const ready = enabled && (live.joined || (live.settled && !live.connected));
  useEffect(() => {
    if (ready) load();
  }, [ready, load]);

  useEffect(() => {
    if (!socket || !enabled) return;
    const ours = (other: string) => other.toUpperCase() === code;
    const onState = (next: HostPacedView) => {
      if (ours(next.code)) apply(next);
    };
    const onCount = (count: { code: string; index: number; answeredCount: number; playerCount: number }) => {
      if (!ours(count.code)) return;
      setView((current) =>
        current && current.phase === 'open' && current.index === count.index
          ? {
              ...current,
              answeredCount: Math.max(current.answeredCount, count.answeredCount),
              playerCount: count.playerCount,
            }
          : current,
      );
    };
    socket.on('host-paced-state', onState);
    socket.on('answer-count', onCount);
    return () => {
      socket.off('host-paced-state', onState);
      socket.off('answer-count', onCount);
    };
  }, [socket, code, enabled, apply]);

  // The countdown; and once the time and the grace are over, make sure the close is not missed.
  const open = view?.phase === 'open';
  useEffect(() => {
    if (!open) return;
    const tick = setInterval(() => setNow(Date.now()), tickMs);
    const check = setTimeout(load, Math.max(0, deadline - Date.now()) + closeCheckMs);
    return () => {
      clearInterval(tick);
      clearTimeout(check);
    };
  }, [open, deadline, load]);

  const answer = (given: string | AnswerValue) => {
    if (!view || view.phase !== 'open' || view.answered || sending || !view.question) return;
    const question = view.question;
    const fields = liveAnswerFields(question.kind, given);
    setSending(fields.answerId ?? 'answer');
    submitRoomAnswer(latest.current, code, { questionId: question._id, ...fields }).then(
      () => {
        setSending(null);
        setView((current) =>
          current && current.phase === 'open' && current.question?._id === question._id
            ? {
                ...current,
                answered: true,
                myOptionId: fields.answerId ?? null,
                myAnswer: typeof given === 'string' || fields.answerId ? null : given,
              }
            : current,
        );
      },
      (failure: unknown) => {
        setSending(null);
        if (!says(failure, 'alreadyAnswered')) toast.error(Messages.errorSubmittingAnswer(reasonOf(failure)));
        // Closed meanwhile, or answered from another tab: show what the server has.
        if (failure instanceof ApiError && failure.status !== 0) load();
      },
    );
  };

  const act = (action: HostAction) => {
    if (acting) return;
    setActing(action);
    sendHostAction(latest.current, code, action).then(
      (next) => {
        setActing(null);
        apply(next);
      },
      (failure: unknown) => {
        setActing(null);
        toast.error(errorMessage(failure, Messages.errorLoadingRoom));
      },
    );
  };

  const secondsLeft = open ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0;
  return { view, secondsLeft, error, sending, answer, acting, act, reload: load };
}
