/**
 * The teacher's change for one student of one homework (excuse them, or give them another attempt). The cell the
 * server answers shows at once; the gradebook is then read afresh, for the averages it changes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gradebook, GradebookCell, StudentOverride } from '@quiz/contract/assignments';
import { api } from '../../../lib/api-client';
import { gradebookKeys } from './keys';

export interface StudentChange {
  classId: string;
  assignmentId: string;
  memberId: string;
  override: StudentOverride;
}

/** The contract names no schema for this answer: `{ message, data: GradebookCell }` (api.md). */
type CellResponse = { success: true; message?: string; data: GradebookCell };

export const updateStudent = ({ assignmentId, memberId, override }: StudentChange) =>
  api<CellResponse>(`/assignments/${encodeURIComponent(assignmentId)}/students/${encodeURIComponent(memberId)}`, {
    method: 'PUT',
    body: override,
  }).then((r) => r.data);

/** The gradebook with one student's cell in one column replaced. */
export function withCell(book: Gradebook, change: StudentChange, cell: GradebookCell): Gradebook {
  const index = book.columns.findIndex((c) => c._id === change.assignmentId);
  if (index < 0) return book;
  return {
    ...book,
    rows: book.rows.map((row) =>
      row.memberId === change.memberId ? { ...row, cells: row.cells.map((c, i) => (i === index ? cell : c)) } : row,
    ),
  };
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: (cell, change) =>
      queryClient.setQueryData<Gradebook>(gradebookKeys.ofClass(change.classId), (book) =>
        book ? withCell(book, change, cell) : book,
      ),
    // Also after a refusal: someone else may have changed the homework meanwhile.
    onSettled: (_cell, _error, { classId }) =>
      queryClient.invalidateQueries({ queryKey: gradebookKeys.ofClass(classId) }),
  });
}
