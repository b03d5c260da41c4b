import { Info } from 'lucide-react';

/** The rules as the server applies them (ARCHITECTURE §7), in the lobby before anyone starts. */
export function HowToPlay({
  timeLimit,
  questionCount,
  hostPaced = false,
}: {
  timeLimit: number;
  questionCount: number;
  hostPaced?: boolean;
}) {
  const count = `${questionCount} ${questionCount === 1 ? 'question' : 'questions'}`;
  return (
    <section aria-labelledby="how-to-play" className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
      <h2 id="how-to-play" className="mb-2 flex items-center gap-2 font-semibold text-brand-700">
        <Info className="h-4 w-4" aria-hidden="true" /> How to Play
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>Wait for the host to start the game: everyone goes to the game screen together.</li>
        {hostPaced ? (
          <>
            <li>
              The host shows {count} on the big screen, one at a time, {timeLimit} seconds each. Pick your answer on
              your own screen: the options have the same colours and shapes.
            </li>
            <li>
              Scoring: a correct answer scores from 1000 points (answered the instant the question opens) down to 500
              points (at the deadline), so be quick. A wrong or unanswered question scores 0.
            </li>
            <li>
              When the question closes you see whether you were right, your points and your place; then the host moves
              everyone on.
            </li>
            <li>Equal scores are ranked by total answer time: the faster player comes first.</li>
          </>
        ) : (
          <>
            <li>
              Answer {count} at your own pace, {timeLimit} seconds each. When the time runs out, the question counts as
              unanswered and the next one appears.
            </li>
            <li>
              Scoring: a correct answer scores from 1000 points (answered instantly) down to 500 points (at the
              deadline), so be quick. A wrong or unanswered question scores 0.
            </li>
            <li>Equal scores are ranked by total answer time: the faster player comes first.</li>
            <li>Scores stay hidden during the game and are revealed on the final leaderboard at the end.</li>
          </>
        )}
      </ol>
    </section>
  );
}
