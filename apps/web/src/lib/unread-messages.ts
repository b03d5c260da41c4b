/**
 * How many private messages are unread, for the header's badge on every page. The friends feature keeps it (from
 * its friends list, which live messages and reads in other tabs update); the header only shows it.
 */
import { useSyncExternalStore } from 'react';

let total = 0;
const listeners = new Set<() => void>();

export function setUnreadMessages(count: number) {
  if (count === total) return;
  total = count;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useUnreadMessages = () => useSyncExternalStore(subscribe, () => total);
