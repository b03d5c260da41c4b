/** The session's realtime connection for any page: the shared socket, its status and a way to retry. */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from './session-context';
import {
  connectionState,
  connectSocket,
  getSocket,
  reconnectSocket,
  subscribeConnection,
  type ConnectionStatus,
  type RealtimeSocket,
} from '../lib/socket';

export interface Realtime {
  socket: RealtimeSocket | null;
  status: ConnectionStatus;
  connected: boolean;
  /** The first attempt has finished, so "not connected" is worth telling the user. */
  settled: boolean;
  /** The server said it was restarting before the connection went. */
  restarting: boolean;
  reconnect(): void;
}

export function useRealtime(): Realtime {
  const { session } = useSession();
  const token = session?.token;
  const socket = useMemo(() => (token ? getSocket(token) : null), [token]);
  const state = useSyncExternalStore(subscribeConnection, connectionState);

  useEffect(() => {
    if (socket) connectSocket(socket);
  }, [socket]);

  const reconnect = useCallback(() => {
    if (socket) reconnectSocket(socket);
  }, [socket]);

  const connected = Boolean(socket) && state.status === 'connected';
  return {
    socket,
    status: socket ? state.status : 'disconnected',
    connected,
    settled: state.settled,
    restarting: state.restarting,
    reconnect,
  };
}
