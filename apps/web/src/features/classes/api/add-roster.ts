import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { rosterFileField, type rosterFileResponse, type rosterResponse } from '@quiz/contract/classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** Adds a card student for each name of the roster (all of them, or none): answers the students added. */
export const addRoster = ({ classId, names }: { classId: string; names: string }) =>
  api<z.infer<typeof rosterResponse>>(`/classes/${encodeURIComponent(classId)}/roster`, {
    method: 'POST',
    body: { names },
  }).then((r) => r.data.added);

/** A roster spreadsheet (.xlsx) read by the server into names, one a line, for the teacher to check. */
export const readRosterFile = ({ classId, file }: { classId: string; file: File }) => {
  const form = new FormData();
  form.append(rosterFileField, file);
  return api<z.infer<typeof rosterFileResponse>>(`/classes/${encodeURIComponent(classId)}/roster/file`, {
    method: 'POST',
    body: form,
  }).then((r) => r.data.names);
};

export function useAddRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRoster,
    onSuccess: (_added, { classId }) => {
      void queryClient.invalidateQueries({ queryKey: classKeys.detail(classId) });
      void queryClient.invalidateQueries({ queryKey: classKeys.cards(classId) });
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
    },
  });
}
