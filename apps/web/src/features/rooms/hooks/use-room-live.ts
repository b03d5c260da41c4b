/**
 * Being in a room live: joins its channel on every (re)connection, leaves it when no page holds it any more, keeps
 * the cached room in step with the server's broadcasts and tells the user who came and went.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { localize, Messages } from '../../../i18n/messages';
import type { GameProgress, KeyedMessage, PeopleBatch, Room, RoomSnapshot } from '@quiz/contract/rooms';
import { useSession } from '../../../app/session-context';
import { errorMessage, says } from '../../../lib/api-client';
import { request, type RealtimeSocket } from '../../../lib/socket';
import { joinRoom } from '../api/join-room';
import { roomKeys } from '../api/keys';
import { applyRoomData } from './room-data';
import { useRealtime, type Realtime } from '../../../app/use-realtime';

/** Moving from the room to the game (or a StrictMode remount) must not read as leaving and coming back. */
const leaveDelayMs = 1000;
const holds = new Map<string, { count: number; timer?: ReturnType<typeof setTimeout> }>();

function holdRoom(socket: RealtimeSocket, code: string) {
  const hold = holds.get(code) ?? { count: 0 };
  clearTimeout(hold.timer);
  hold.timer = undefined;
  hold.count++;
  holds.set(code, hold);
  return () => {
    hold.count--;
    if (hold.count > 0) return;
    hold.timer = setTimeout(() => {
      if (hold.count > 0) return;
      holds.delete(code);
      if (socket.connected) socket.emit('leave-room', { code });
    }, leaveDelayMs);
  };
}

function announce(
  batch: PeopleBatch,
  me: string | undefined,
  one: (name: string) => string,
  more: (n: number) => string,
) {
  for (const person of batch.users) {
    if (person._id !== me) toast(one(person.name), { icon: '👋' });
  }
  if (batch.more > 0) toast(more(batch.more), { icon: '👋' });
}

export interface RoomLive extends Realtime {
  /** This page's socket is in the room's channel now. */
  joined: boolean;
  /** Why joining failed (room full, game over…), for the page to show. */
  joinError: string | null;
  /** The latest game-progress broadcast, if any came. */
  progress: GameProgress | null;
  /** The host removed this person from the room (told live, or refused on joining again). */
  removed: boolean;
}

interface RoomLiveOptions {
  /** The room as loaded, to join over HTTP when the socket cannot. */
  room: Room | undefined;
  /** Why the room could not be read, if it could not: someone removed learns it from that answer at once. */
  loadError?: unknown;
  onGameStarted?(): void;
}

export function useRoomLive(code: string | undefined, { room, loadError, onGameStarted }: RoomLiveOptions): RoomLive {
  const realtime = useRealtime();
  const { socket, connected, settled } = realtime;
  const queryClient = useQueryClient();
  const { session } = useSession();
  const me = session?._id;
  const [joined, setJoined] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [progress, setProgress] = useState<GameProgress | null>(null);
  const [removedLive, setRemovedLive] = useState(false);
  const gameStarted = useRef(onGameStarted);
  useEffect(() => {
    gameStarted.current = onGameStarted;
  });

  // Join on mount and after every reconnection; let go on unmount.
  useEffect(() => {
    if (!socket || !code) return;
    const release = holdRoom(socket, code);
    let active = true;
    const join = () => {
      request(socket, 'join-room', { code }).then(
        (joinedRoom) => {
          queryClient.setQueryData(roomKeys.detail(code), joinedRoom);
          if (!active) return;
          setJoined(true);
          setJoinError(null);
        },
        (error: unknown) => {
          if (!active) return;
          setJoined(false);
          if (says(error, 'removedFromRoom')) return setRemovedLive(true);
          setJoinError(errorMessage(error, Messages.joinRoomFailed));
        },
      );
    };
    const onDisconnect = () => setJoined(false);
    if (socket.connected) join();
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    return () => {
      active = false;
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      release();
    };
  }, [socket, code, queryClient]);

  // Without a connection, still become a participant (HTTP join), once.
  const needsHttpJoin = Boolean(
    code && room && !room.isParticipant && room.status !== 'completed' && settled && !connected,
  );
  const httpJoinTried = useRef(false);
  useEffect(() => {
    if (!needsHttpJoin || !code || httpJoinTried.current) return;
    httpJoinTried.current = true;
    joinRoom(code).then(
      (joinedRoom) => queryClient.setQueryData(roomKeys.detail(code), joinedRoom),
      (error: unknown) => {
        if (says(error, 'removedFromRoom')) return setRemovedLive(true);
        setJoinError(errorMessage(error, Messages.joinRoomFailed));
      },
    );
  }, [needsHttpJoin, code, queryClient]);

  // The room's broadcasts.
  useEffect(() => {
    if (!socket || !code) return;
    const key = roomKeys.detail(code);
    const ours = (other: string) => other.toUpperCase() === code;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });

    const onRoomData = (snapshot: RoomSnapshot) => {
      if (ours(snapshot.code)) void applyRoomData(queryClient, code, snapshot, me);
    };
    const onProgress = (next: GameProgress) => {
      if (ours(next.code)) setProgress(next);
    };
    const onStarted = (data: { code: string }) => {
      if (!ours(data.code)) return;
      toast.success(Messages.gameStarted, { id: 'game-started' });
      refetch();
      gameStarted.current?.();
    };
    const onEnded = (data: { code: string }) => {
      if (!ours(data.code)) return;
      toast.success(Messages.gameEnded, { id: 'game-ended' });
      refetch();
    };
    const onJoined = (batch: PeopleBatch) =>
      ours(batch.code) && announce(batch, me, Messages.userJoined, Messages.othersJoined);
    const onLeft = (batch: PeopleBatch) =>
      ours(batch.code) && announce(batch, me, Messages.userLeft, Messages.othersLeft);
    const onError = (data: KeyedMessage) =>
      toast.error(localize(data.message, data.messageKey, data.messageParams), { id: 'realtime-error' });
    const onRemoved = (data: { code: string }) => {
      if (ours(data.code)) setRemovedLive(true);
    };
    const onClosed = (data: { code: string } & KeyedMessage) => {
      if (!ours(data.code)) return;
      toast.error(localize(data.message, data.messageKey, data.messageParams), { id: 'room-closed' });

      refetch();
    };

    socket.on('room-data', onRoomData);
    socket.on('game-progress', onProgress);
    socket.on('game-started', onStarted);
    socket.on('game-ended', onEnded);
    socket.on('user-joined', onJoined);
    socket.on('user-left', onLeft);
    socket.on('error', onError);
    socket.on('removed-from-room', onRemoved);
    socket.on('room-closed', onClosed);
    return () => {
      socket.off('room-closed', onClosed);
      socket.off('removed-from-room', onRemoved);
      socket.off('room-data', onRoomData);
      socket.off('game-progress', onProgress);
      socket.off('game-started', onStarted);
      socket.off('game-ended', onEnded);
      socket.off('user-joined', onJoined);
      socket.off('user-left', onLeft);
      socket.off('error', onError);
    };
  }, [socket, code, me, queryClient]);

  return {
    ...realtime,
    joined: joined && connected,
    joinError: removedLive ? null : joinError,
    progress,
    removed: removedLive || says(loadError, 'removedFromRoom'),
  };
}
