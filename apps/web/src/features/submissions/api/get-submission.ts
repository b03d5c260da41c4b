import { useQuery } from '@tanstack/react-query';
import type { SubmissionResponse } from '@quiz/contract/submissions';
import { api } from '../../../lib/api-client';

export const getSubmission = (id: string) =>
  api<SubmissionResponse>(`/submissions/${encodeURIComponent(id)}`).then((r) => r.data);

export const useSubmission = (id: string | undefined) =>
  useQuery({ queryKey: ['submissions', 'detail', id], queryFn: () => getSubmission(id!), enabled: Boolean(id) });
