/** Query keys of the classes feature. */
export const classKeys = {
  all: ['classes'] as const,
  list: ['classes', 'list'] as const,
  detail: (id: string) => ['classes', 'detail', id] as const,
  cards: (id: string) => ['classes', 'cards', id] as const,
};
