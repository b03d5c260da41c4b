/**
 * The shared messages' catalogues (packages/contract), fetched a language at a time with the pages that show them
 * (index.ts, `loadMessages('pages')`): the landing page shows none, so it downloads none, and a reader downloads
 * only their own language's.
 */
import type { Language } from '@quiz/contract/languages';
import type { MessageCatalog } from '@quiz/contract/messages';

const files: Record<Language, () => Promise<MessageCatalog>> = {
  en: () => import('@quiz/contract/messages').then((file) => file.Messages),
  vi: () => import('@quiz/contract/messages-vi').then((file) => file.MessagesVi),
};

const loaded: Partial<Record<Language, MessageCatalog>> = {};

/** The catalogue of `language`, once fetched. */
export const catalogIn = (language: Language): MessageCatalog | undefined => loaded[language];

export async function loadCatalog(language: Language): Promise<void> {
  loaded[language] ??= await files[language]();
}
