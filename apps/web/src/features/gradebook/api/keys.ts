/** Query keys of the gradebook feature. */
export const gradebookKeys = {
  all: ['gradebook'] as const,
  ofClass: (classId: string) => ['gradebook', 'class', classId] as const,
  assignment: (id: string) => ['gradebook', 'assignment', id] as const,
  report: (id: string) => ['gradebook', 'report', id] as const,
};
