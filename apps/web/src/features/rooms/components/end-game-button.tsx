/** The host's End Game, asked again before it ends the game for everyone. */
import { useState } from 'react';
import { Square } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export function EndGameButton({ ending, onEnd }: { ending: boolean; onEnd(): Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="danger" className="min-h-11" onClick={() => setConfirming(true)}>
        <Square className="h-4 w-4" aria-hidden="true" /> End Game
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="End Game"
        message="End the game for everyone now? Players keep the points they have so far and the final leaderboard is shown."
        confirmLabel="End Game"
        pending={ending}
        onConfirm={() => void onEnd().finally(() => setConfirming(false))}
      />
    </>
  );
}
