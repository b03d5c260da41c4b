import { useCallback } from 'react';
import type { Language } from '@quiz/contract/languages';
import { useSession } from '../app/session-context';
import { chooseLanguage } from './index';

/**
 * Switching the language: at once in this browser, and on the account of a signed-in person (so their other
 * devices and their e-mails follow). A failed save keeps the switch here; it is tried again on the next choice.
 */
export function useChooseLanguage() {
  const { session, updateUser } = useSession();
  const signedIn = Boolean(session && !session.isGuest);
  return useCallback(
    (language: Language) => {
      void chooseLanguage(language);
      if (!signedIn) return;
      // Loaded when needed: the landing page, where guests choose too, does without the API client.
      import('../lib/profile-api')
        .then(({ updateProfile }) => updateProfile({ language }))
        .then(
          (response) => updateUser(response.user),
          () => undefined,
        );
    },
    [signedIn, updateUser],
  );
}
