/** Query keys of the friends feature. */
export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
  searches: ['friends', 'search'] as const,
  search: (query: string) => ['friends', 'search', query] as const,
  chat: (friendId: string) => ['friends', 'chat', friendId] as const,
};
