/** Saving a person's profile (name, language, picture): the profile page and the language switch both do. */
import type { Language } from '@quiz/contract/languages';
import type { UpdateProfileResponse } from '@quiz/contract/users';
import { api } from './api-client';

export function updateProfile(input: { displayName?: string; language?: Language; profilePicture?: File }) {
  const form = new FormData();
  if (input.displayName !== undefined) form.append('displayName', input.displayName);
  if (input.language !== undefined) form.append('language', input.language);
  if (input.profilePicture) form.append('profilePicture', input.profilePicture);
  return api<UpdateProfileResponse>('/users/profile', { method: 'PUT', body: form });
}
