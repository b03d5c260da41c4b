import { describe, expect, it } from 'vitest';
import type { Room } from '@quiz/contract/rooms';
import { ApiError } from '../../../lib/api-client';
import { roomUnreadable } from './get-room';

const room = { code: 'ABC123', status: 'in_progress' } as unknown as Room;

describe('a room page after a failed read', () => {
  it('keeps the room it read when a refetch gets no answer (the server restarting, the network down)', () => {
    const down = new ApiError('Network error', 0, 'network');
    expect(roomUnreadable({ data: room, isError: true, error: down })).toBe(false);
  });

  it('keeps the room it read when a refetch meets a server error', () => {
    expect(roomUnreadable({ data: room, isError: true, error: new ApiError('Bad gateway', 502) })).toBe(false);
  });

  it('shows the failure when the server refuses the room', () => {
    expect(roomUnreadable({ data: room, isError: true, error: new ApiError('Forbidden', 403, 'forbidden') })).toBe(
      true,
    );
  });

  it('shows the failure when the room was never read', () => {
    expect(roomUnreadable({ data: undefined, isError: true, error: new ApiError('Network error', 0) })).toBe(true);
    expect(roomUnreadable({ data: undefined, isError: false, error: null })).toBe(true);
  });

  it('shows the room when it was read', () => {
    expect(roomUnreadable({ data: room, isError: false, error: null })).toBe(false);
  });
});
