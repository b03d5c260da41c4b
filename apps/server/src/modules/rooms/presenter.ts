import type { ChatMessage, Participant, Room } from '@quiz/contract/rooms';
import type { ParticipantRow, RoomRow } from '../../db/schema/rooms';
import type { QuizRow } from '../../db/schema/quizzes';
import { nameOf, presentPublicUser, type Person } from '../users/presenter';

const presentPerson = presentPublicUser;

/** Scores, ranks and times stay hidden until the room completes (ARCHITECTURE §7). */
export function presentParticipant(
  row: ParticipantRow,
  person: Person,
  room: Pick<RoomRow, 'status' | 'hostId' | 'questionCount'>,
): Participant {
  const revealed = room.status === 'completed';
  return {
    _id: row.id,
    userId: presentPerson(person),
    isHost: row.userId === room.hostId,
    score: revealed ? row.score : null,
    correctAnswers: revealed ? row.correctAnswers : null,
    totalAnswerMs: revealed ? row.totalAnswerMs : null,
    rank: revealed ? row.rank : null,
    answeredCount: row.answeredCount,
    finished: room.questionCount > 0 && row.answeredCount >= room.questionCount,
    joinedAt: row.joinedAt.toISOString(),
    away: row.leftAt !== null,
  };
}

export function presentRoom(options: {
  room: RoomRow;
  host: Person;
  quiz: Omit<Pick<QuizRow, 'id' | 'title' | 'description' | 'category' | 'questionCount'>, 'id'> & {
    id: string | null;
  };
  participants: Participant[];
  participantCount: number;
  viewerId: string;
  isParticipant: boolean;
}): Room {
  const { room, host, quiz, viewerId } = options;
  return {
    _id: room.id,
    code: room.code,
    status: room.status,
    hostId: presentPerson(host),
    quizId: {
      _id: quiz.id,
      title: quiz.title,
      description: quiz.description,
      category: quiz.category,
      questionCount: room.questionCount || quiz.questionCount,
    },
    isCreator: room.hostId === viewerId,
    isParticipant: options.isParticipant,
    maxParticipants: room.maxParticipants,
    timeLimit: room.timeLimit,
    allowGuests: room.allowGuests,
    mode: room.mode,
    locked: room.locked,
    hostAway: hostAwayIn(room, options.participants),
    questionCount: room.questionCount || quiz.questionCount,
    gradedCount: room.gradedCount,
    participantCount: options.participantCount,
    participants: options.participants,
    createdAt: room.createdAt.toISOString(),
    startedAt: room.startedAt?.toISOString() ?? null,
    endedAt: room.endedAt?.toISOString() ?? null,
    endedByHost: room.endedByHost,
  };
}

/** While the room is open, whether its host is gone (the host is the first to join, so always on a list). */
export const hostAwayIn = (room: Pick<RoomRow, 'status'>, participants: Participant[]) =>
  room.status !== 'completed' && participants.some((p) => p.isHost && p.away);

export function presentMessage(
  row: { id: string; roomId: string; content: string; createdAt: Date },
  sender: Person,
): ChatMessage {
  return {
    _id: row.id,
    roomId: row.roomId,
    sender: presentPerson(sender),
    senderName: nameOf(sender),
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}
