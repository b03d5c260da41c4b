import { api } from '../../../lib/api-client';

/** After logging in: the games this browser played as a guest (and asked to keep) become the account's. */
export const claimGuestResults = (tokens: string[]) =>
  api<{ success: true; message?: string; data: { claimed: string[] } }>('/rooms/guests/claim', {
    method: 'POST',
    body: { tokens },
  });
