/** The host's Lock / Unlock: in the lobby and for the whole game, a locked room lets no one new in (issue 35). */
import { Lock, LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '@quiz/contract/rooms';
import { Button } from '../../../components/ui/button';

/** What the host can do to the room while it is open (useLobbyControls). */
export interface HostControls {
  toggleLock(): void;
  locking: boolean;
  askRemove(participant: Participant): void;
}

export function LockButton({ locked, host }: { locked: boolean; host: HostControls }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" className="min-h-11" loading={host.locking} onClick={host.toggleLock}>
      {locked ? (
        <>
          <LockOpen className="h-4 w-4" aria-hidden="true" /> {t('lobby.unlock')}
        </>
      ) : (
        <>
          <Lock className="h-4 w-4" aria-hidden="true" /> {t('lobby.lock')}
        </>
      )}
    </Button>
  );
}
