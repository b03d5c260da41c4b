/**
 * One homework's report for its teacher (issue 38): the assignment's own facts (quiz, class, due date) and its
 * report, shaped as a live game's (one 'player' per student, with their counted attempt's answers).
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { assignmentResponse } from '@quiz/contract/assignments';
import type { roomReportResponse } from '@quiz/contract/reports';
import { currentLanguage } from '../../../i18n';
import { api, downloadFile } from '../../../lib/api-client';
import { gradebookKeys } from './keys';

const assignmentPath = (id: string) => `/assignments/${encodeURIComponent(id)}`;

export const getAssignment = (id: string) =>
  api<z.infer<typeof assignmentResponse>>(assignmentPath(id)).then((r) => r.data);

export const useAssignment = (id: string) =>
  useQuery({ queryKey: gradebookKeys.assignment(id), queryFn: () => getAssignment(id) });

export const getAssignmentReport = (id: string) =>
  api<z.infer<typeof roomReportResponse>>(`${assignmentPath(id)}/report`).then((r) => r.data);

export const useAssignmentReport = (id: string) =>
  useQuery({ queryKey: gradebookKeys.report(id), queryFn: () => getAssignmentReport(id) });

/** The report as a CSV or XLSX file, in the teacher's language as the page is, saved by the browser. */
export const downloadAssignmentReport = (id: string, extension: 'csv' | 'xlsx', fallback: string) =>
  downloadFile(
    `${assignmentPath(id)}/report.${extension}?${new URLSearchParams({ lang: currentLanguage() })}`,
    `quiz-adventure-homework-${id}-report.${extension}`,
    fallback,
  );
