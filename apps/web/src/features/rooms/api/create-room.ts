import { useMutation } from '@tanstack/react-query';
import type { CreateRoomInput, Room } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';

export type CreatedRoom = Room & { inviteUrl: string; invited: number };

export const createRoom = (input: CreateRoomInput) =>
  api<{ success: true; message: string; data: CreatedRoom }>('/rooms', { method: 'POST', body: input }).then(
    (r) => r.data,
  );

export const useCreateRoom = () => useMutation({ mutationFn: createRoom });
