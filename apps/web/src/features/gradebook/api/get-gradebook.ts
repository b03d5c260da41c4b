/** A class's gradebook (issue 38): its students' counted scores in every homework and class live game. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { gradebookResponse } from '@quiz/contract/assignments';
import { currentLanguage } from '../../../i18n';
import { api, downloadFile } from '../../../lib/api-client';
import { gradebookKeys } from './keys';

const gradebookPath = (classId: string) => `/classes/${encodeURIComponent(classId)}/gradebook`;

export const getGradebook = (classId: string) =>
  api<z.infer<typeof gradebookResponse>>(gradebookPath(classId)).then((r) => r.data);

export const useGradebook = (classId: string) =>
  useQuery({ queryKey: gradebookKeys.ofClass(classId), queryFn: () => getGradebook(classId) });

/** The gradebook as a CSV or XLSX file, in the teacher's language as the page is, saved by the browser. */
export const downloadGradebook = (klass: { _id: string; code: string }, extension: 'csv' | 'xlsx', fallback: string) =>
  downloadFile(
    `${gradebookPath(klass._id)}.${extension}?${new URLSearchParams({ lang: currentLanguage() })}`,
    `quiz-adventure-gradebook-${klass.code}.${extension}`,
    fallback,
  );
