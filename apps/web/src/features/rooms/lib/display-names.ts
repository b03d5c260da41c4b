/**
 * Telling a room's people apart when two of them go by the same name (two students called 'Minh'): an account
 * gets its '@username' beside the name; a guest, whose generated username means nothing to anyone, is marked as a
 * guest instead (guest nicknames are unique in a room, so a guest only ever clashes with an account).
 */
import type { PublicUser } from '@quiz/contract/users';
import { i18next } from '../../../i18n';

export type NamedPerson = Pick<PublicUser, '_id' | 'username' | 'displayName' | 'isGuest'>;

export interface NameLabel {
  /** What the room calls them: the display name, else the username (a guest's nickname). */
  name: string;
  /** '@username' when somebody else in the room has the same name; null otherwise, and always for a guest. */
  handle: string | null;
  /** A guest whose name an account also has: the Guest badge is what tells them apart. */
  markGuest: boolean;
  /** The same on one line, where only text fits: 'Minh (@minh2)', 'Minh (guest)' or 'Minh'. */
  text: string;
}

/** SPEC: a person's name is their display name, else their username. */
export const personName = (person: Pick<PublicUser, 'displayName' | 'username'>) =>
  person.displayName || person.username;

/** 'Minh', ' minh ' and 'MINH' read as the same name on a phone across the classroom. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Given everyone in the room, a function that labels any person, including one who is not in the list (e.g. the
 * sender of an old chat message): they are told apart when somebody in the list with another id has their name.
 */
export function nameLabels(people: Iterable<NamedPerson>): (person: NamedPerson) => NameLabel {
  const idsByName = new Map<string, Set<string>>();
  for (const person of people) {
    const key = nameKey(personName(person));
    const ids = idsByName.get(key) ?? new Set<string>();
    ids.add(person._id);
    idsByName.set(key, ids);
  }
  return (person) => {
    const name = personName(person);
    const ids = idsByName.get(nameKey(name));
    const shared = ids !== undefined && [...ids].some((id) => id !== person._id);
    if (!shared) return { name, handle: null, markGuest: false, text: name };
    if (person.isGuest) return { name, handle: null, markGuest: true, text: i18next.t('rooms.guestName', { name }) };

    const handle = `@${person.username}`;
    return { name, handle, markGuest: false, text: `${name} (${handle})` };
  };
}
