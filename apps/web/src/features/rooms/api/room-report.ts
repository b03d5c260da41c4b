import { useQuery } from '@tanstack/react-query';
import type { HostedRoom, RoomReport } from '@quiz/contract/reports';
import { api, downloadFile } from '../../../lib/api-client';
import { roomKeys } from './keys';
import type { Language } from '@quiz/contract/languages';
import { currentLanguage } from '../../../i18n';

const reportPath = (code: string, id: string | undefined, suffix = '', lang?: Language) => {
  const query = new URLSearchParams({ ...(id ? { id } : {}), ...(lang ? { lang } : {}) }).toString();
  return `/rooms/${encodeURIComponent(code)}/report${suffix}${query ? `?${query}` : ''}`;
};

export const getRoomReport = (code: string, id?: string) =>
  api<{ success: true; data: RoomReport }>(reportPath(code, id)).then((r) => r.data);

export const useRoomReport = (code: string | undefined, id?: string) =>
  useQuery({
    queryKey: roomKeys.report(code ?? '', id),
    queryFn: () => getRoomReport(code!, id),
    enabled: Boolean(code),
  });

/** The report as a CSV or XLSX file, saved by the browser. */
export const downloadRoomReport = (
  report: Pick<RoomReport, 'code' | '_id'>,
  extension: 'csv' | 'xlsx',
  fallback: string,
) =>
  downloadFile(
    // The file speaks the teacher's language, as the page does.
    reportPath(report.code, report._id, `.${extension}`, currentLanguage()),
    `quiz-adventure-room-${report.code}-report.${extension}`,
    fallback,
  );

export const listHostedRooms = () => api<{ success: true; data: HostedRoom[] }>('/rooms/hosted').then((r) => r.data);

export const useHostedRooms = () => useQuery({ queryKey: roomKeys.hosted, queryFn: listHostedRooms });
