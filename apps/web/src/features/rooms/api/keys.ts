/** Query keys of the rooms feature. Codes are kept upper case, as the server stores them. */
export const roomKeys = {
  all: ['rooms'] as const,
  settings: ['rooms', 'settings'] as const,
  detail: (code: string) => ['rooms', 'detail', code] as const,
  messages: (roomId: string) => ['rooms', 'messages', roomId] as const,
  report: (code: string, id?: string) => ['rooms', 'report', code, id ?? ''] as const,
  hosted: ['rooms', 'hosted'] as const,
  review: (code: string, id?: string) => ['rooms', 'review', code, id ?? ''] as const,
  played: ['rooms', 'played'] as const,
};
