import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../../../lib/profile-api';
import { useSession } from '../../../app/session-context';
import { profileQueryKey } from './get-profile';

/** Saves the profile, then refreshes the page's copy and the session's, so the header follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryKey, response.user);
      updateUser(response.user);
    },
  });
}
