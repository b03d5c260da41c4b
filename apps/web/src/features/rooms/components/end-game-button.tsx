/** The host's End Game, asked again before it ends the game for everyone. */
import { useState } from 'react';
import { Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export function EndGameButton({ ending, onEnd }: { ending: boolean; onEnd(): Promise<unknown> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="danger" className="min-h-11" onClick={() => setConfirming(true)}>
        <Square className="h-4 w-4" aria-hidden="true" /> {t('game.endGame')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('game.endGame')}
        message={t('game.endGameConfirm')}
        confirmLabel={t('game.endGame')}

        pending={ending}
        onConfirm={() => void onEnd().finally(() => setConfirming(false))}
      />
    </>
  );
}
