import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachEmailInput, UpdateProfileResponse } from '@quiz/contract/users';
import { useSession } from '../../../app/session-context';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** A card student's account takes an e-mail and a password (issue 38); the page and the session follow. */
export function useAttachEmail() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (input: AttachEmailInput) =>
      api<UpdateProfileResponse>('/users/attach-email', { method: 'POST', body: input }),
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryKey, response.user);
      updateUser(response.user);
    },
  });
}
