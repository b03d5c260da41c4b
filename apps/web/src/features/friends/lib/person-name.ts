/** How a person is named on this page: their display name, else their username. */
export const personName = (person: { displayName: string | null; username: string }) =>
  person.displayName || person.username;
