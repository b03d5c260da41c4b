/** Query keys of the quiz feature; a write invalidates `all` so every list and view refreshes. */
export const quizKeys = {
  all: ['quizzes'] as const,
  mine: (params: object) => ['quizzes', 'mine', params] as const,
  public: (params: object) => ['quizzes', 'public', params] as const,
  detail: (id: string) => ['quizzes', 'detail', id] as const,
};
