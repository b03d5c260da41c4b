/** A player's place in words: '3rd' in English (the spec's wording); Vietnamese says the number ('hạng 3'). */
import { ordinal } from '@quiz/contract/messages';
import { currentLanguage } from '../../../i18n';

export const placeOf = (rank: number) => (currentLanguage() === 'en' ? ordinal(rank) : String(rank));
