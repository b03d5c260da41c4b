/**
 * Query keys of quizzes, shared by the features that list or show one; a write invalidates `all` so every list and
 * view refreshes.
 */
export const quizKeys = {
  all: ['quizzes'] as const,
  mine: (params: object) => ['quizzes', 'mine', params] as const,
  public: (params: object) => ['quizzes', 'public', params] as const,
  detail: (id: string) => ['quizzes', 'detail', id] as const,
};
