/**
 * One player's way through a live game. The server keeps the clock and the answers: this asks it for the current
 * question (with the time left), counts down, sends the pick, and moves on after the spec's pauses. In a self-paced
 * game the acknowledgement of an answer carries the next question, so moving on needs no request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { RoomLimits } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import type { PlayerState } from '@quiz/contract/rooms';
import { ApiError, errorMessage, reasonOf, says } from '../../../lib/api-client';
import type { RealtimeSocket } from '../../../lib/socket';
import { joinRoom } from '../api/join-room';
import { liveAnswerFields } from '../../../components/questions/live-answer';
import type { AnswerValue } from '../../../components/questions/answer-input';
import { getPlayerState, submitRoomAnswer } from '../api/play';

export type GameStage =
  /** Asking the server where we are. */
  | 'loading'
  /** A question is on screen and the clock runs. */
  | 'answering'
  | 'submitting'
  /** Answer taken; the next question comes after a short pause. */
  | 'submitted'
  /** The clock ran out; the next question comes after a short pause. */
  | 'timeout'
  /** Every question done: waiting for the others (or the host) to end the game. */
  | 'finished'
  | 'error';

export type CurrentQuestion = NonNullable<PlayerState['question']>;

export interface GamePlay {
  /** The room's code. */
  code: string;
  stage: GameStage;
  /** Showing what just happened (answer taken, time up) before moving on: the results may wait for it. */
  pausing: boolean;
  question: CurrentQuestion | null;
  total: number;
  /** Whole seconds left on the current question. */
  secondsLeft: number;
  selected: string | null;
  error: string | null;
  /** An option's id (one tap), or a whole answer of another kind (multiple select, typed, ordering). */
  pick(answer: string | AnswerValue): void;
  retry(): void;
}

interface GamePlayOptions {
  code: string;
  socket: RealtimeSocket | null;
  /** Start asking for questions (the room is loaded and in progress). */
  enabled: boolean;
  /** The server says the game is not running any more: the page reloads the room. */
  onGameOver(): void;
}

const tickMs = 250;

export function useGamePlay({ code, socket, enabled, onGameOver }: GamePlayOptions): GamePlay {
  const [stage, setStage] = useState<GameStage>('loading');
  const [question, setQuestion] = useState<CurrentQuestion | null>(null);
  const [total, setTotal] = useState(0);
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Only the latest request may change the screen; timers die with the page.
  const generation = useRef({ n: 0 });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const completedToast = useRef(false);
  const latest = useRef({ socket, onGameOver });
  useEffect(() => {
    latest.current = { socket, onGameOver };
  });
  useEffect(() => {
    const pending = timers.current;
    const latestRequest = generation.current;
    return () => {
      latestRequest.n++;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const apply = useCallback((state: PlayerState) => {
    setTotal(state.total);
    if (state.finished || !state.question) {
      setQuestion(null);
      setStage(state.finished ? 'finished' : 'loading');
      if (state.finished && !completedToast.current) {
        completedToast.current = true;
        toast.success(Messages.quizCompletedToast);
      }
      // Ended (by the host, or by everyone finishing): the page shows the results.
      if (state.status !== 'in_progress') latest.current.onGameOver();
      return;
    }
    const served = Date.now();
    setQuestion(state.question);
    setDeadline(served + state.question.remainingMs);
    setNow(served);
    setSelected(null);
    setStage('answering');
  }, []);

  const load = useCallback(async () => {
    const mine = ++generation.current.n;
    const current = () => mine === generation.current.n;
    setStage('loading');
    setError(null);
    const ask = () => getPlayerState(latest.current.socket, code);
    let state: PlayerState;
    try {
      try {
        state = await ask();
      } catch (failure) {
        // Came straight to the game without joining: join, then ask again.
        if (!says(failure, 'notInRoom')) throw failure;
        await joinRoom(code);
        state = await ask();
      }
    } catch (failure) {
      if (!current()) return;
      if (says(failure, 'gameNotInProgress')) {
        latest.current.onGameOver();
        return;
      }
      setError(errorMessage(failure, Messages.errorLoadingRoom));
      setStage('error');
      return;
    }
    if (current()) apply(state);
  }, [code, apply]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  // The countdown, and what happens at zero with no answer.
  useEffect(() => {
    if (stage !== 'answering') return;
    const tick = setInterval(() => setNow(Date.now()), tickMs);
    const timeUp = setTimeout(
      () => {
        setStage('timeout');
        toast(Messages.timeUp, { icon: '⏰' });
        // The server records the missed question when asked for the next one after the deadline.
        later(() => void load(), RoomLimits.timeoutAdvanceDelayMs);
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => {
      clearInterval(tick);
      clearTimeout(timeUp);
    };
  }, [stage, deadline, later, load]);

  const pick = (answer: string | AnswerValue) => {
    if (stage !== 'answering' || !question) return;
    const mine = generation.current.n;
    const fields = liveAnswerFields(question.question.kind, answer);
    setSelected(fields.answerId ?? 'answer');
    setStage('submitting');
    submitRoomAnswer(latest.current.socket, code, { questionId: question.question._id, ...fields }).then(
      (result) => {
        // Taken: said so even when the page has read the game afresh meanwhile (a reconnection), which then shows
        // what comes next.
        toast.success(Messages.answerSubmitted);
        if (mine !== generation.current.n) return;
        setStage('submitted');
        const { next } = result;
        if (!next) return later(() => void load(), RoomLimits.answerAdvanceDelayMs);
        // The next question came with the acknowledgement; its clock starts as the pause ends.
        const received = Date.now();
        later(() => {
          if (mine !== generation.current.n) return;
          const remainingMs = Math.max(0, next.remainingMs - (Date.now() - received));
          const { total, answeredCount } = result;
          apply({ status: 'in_progress', total, answeredCount, finished: false, question: { ...next, remainingMs } });
        }, RoomLimits.answerAdvanceDelayMs);
      },
      (failure: unknown) => {
        if (says(failure, 'alreadyAnswered')) {
          // Their answer is in (sent again after a dropped connection, say): the same note, then what comes next.
          toast.success(Messages.answerSubmitted);
          if (mine === generation.current.n) void load();
          return;
        }
        if (mine !== generation.current.n) return;
        toast.error(Messages.errorSubmittingAnswer(reasonOf(failure)));
        if (says(failure, 'gameNotInProgress')) {
          setStage('loading');
          return latest.current.onGameOver();
        }
        if (failure instanceof ApiError && failure.code === 'conflict') return void load();
        // Nothing was recorded: the player may pick again while the clock runs.
        setSelected(null);
        setStage('answering');
      },
    );
  };

  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  const pausing = stage === 'submitting' || stage === 'submitted' || stage === 'timeout';
  return { code, stage, pausing, question, total, secondsLeft, selected, error, pick, retry: () => void load() };
}
