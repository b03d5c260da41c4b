/** Query keys of homework: a change to one assignment invalidates `all`, so every list of it reads afresh. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  todo: ['assignments', 'todo'] as const,
  mine: (id: string) => ['assignments', 'mine', id] as const,
  ofClass: (classId: string) => ['assignments', 'class', classId] as const,
};
