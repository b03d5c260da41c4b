import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@quiz/contract/languages';
import type { UpdateProfileResponse } from '@quiz/contract/users';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../app/session-context';
import { profileQueryKey } from './get-profile';

export function updateProfile(input: { displayName?: string; language?: Language; profilePicture?: File }) {
  const form = new FormData();
  if (input.displayName !== undefined) form.append('displayName', input.displayName);
  if (input.language !== undefined) form.append('language', input.language);
  if (input.profilePicture) form.append('profilePicture', input.profilePicture);
  return api<UpdateProfileResponse>('/users/profile', { method: 'PUT', body: form });
}

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
