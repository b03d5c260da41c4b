/** Rooms, their participants and people for component tests: every field the contract requires, with plain defaults. */
import type { Participant, Room } from '@quiz/contract/rooms';
import type { PublicUser } from '@quiz/contract/users';

/** A person with an account, named `name`, whose username is the name in lower case unless `extra` says otherwise. */
export const personOf = (id: string, name: string, extra: Partial<PublicUser> = {}): PublicUser => ({
  _id: id,
  username: name.toLowerCase(),
  displayName: name,
  profilePicture: null,
  ...extra,
});

/** `user` in a room: joined, nothing answered, no score yet, present; the host when their id is 'host'. */
export const participantFor = (user: PublicUser, extra: Partial<Participant> = {}): Participant => ({
  _id: `p-${user._id}`,
  userId: user,
  isHost: user._id === 'host',
  score: null,
  correctAnswers: null,
  answeredCount: 0,
  finished: false,
  rank: null,
  totalAnswerMs: null,
  joinedAt: '2025-05-01T10:00:00.000Z',
  away: false,
  ...extra,
});

/** The participant for `personOf(id, name)`. */
export const participantOf = (id: string, name: string, extra: Partial<Participant> = {}): Participant =>
  participantFor(personOf(id, name), extra);

/**
 * Room XK7P2Q of the 'Ocean trivia' quiz, waiting in the lobby, hosted by Hannah (id 'host'), seen by a player who
 * did not create it: 10 places, 4 questions (the quiz's count follows `extra.questionCount`), 30 s each.
 */
export function roomOf(participants: Participant[], extra: Partial<Room> = {}): Room {
  const questionCount = extra.questionCount ?? 4;
  return {
    _id: 'room-1',
    code: 'XK7P2Q',
    status: 'waiting',
    hostId: personOf('host', 'Hannah'),
    quizId: { _id: 'quiz-1', title: 'Ocean trivia', description: null, category: 'Geography', questionCount },
    isCreator: false,
    isParticipant: true,
    maxParticipants: 10,
    timeLimit: 30,
    allowGuests: true,
    mode: 'self_paced',
    locked: false,
    hostAway: false,
    questionCount,
    gradedCount: questionCount,
    participantCount: participants.filter((p) => !p.isHost).length,
    participants,
    createdAt: '2025-05-01T10:00:00.000Z',
    startedAt: null,
    endedAt: null,
    endedByHost: false,
    ...extra,
  };
}
