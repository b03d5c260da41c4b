/** The room code box of /join-room and /play. */
import { useTranslation } from 'react-i18next';
import { RoomLimits } from '@quiz/contract/limits';
import { CodeField, type CodeFieldProps } from '../../../components/ui/code-field';
import { normalizeCodeInput } from '../lib/room-forms';

export function RoomCodeField(props: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <CodeField
      {...props}
      label={t('roomCode.label')}
      hint={t('roomCode.hint')}
      placeholder="ABCD12"
      length={RoomLimits.codeLength}
      normalize={normalizeCodeInput}
    />
  );
}
