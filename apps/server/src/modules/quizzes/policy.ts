/** Who may do what with a quiz. Private quizzes are invisible (404) to everyone but the owner and admins. */
import type { UserRow } from '../../db/schema/users';

type QuizAccess = { isPublic: boolean; createdBy: string };
type Viewer = Pick<UserRow, 'id' | 'accountType'> | null;

const isAdmin = (viewer: Viewer) => viewer?.accountType === 'admin';
const isOwner = (quiz: QuizAccess, viewer: Viewer) => viewer !== null && viewer.id === quiz.createdBy;

export const canReadQuiz = (quiz: QuizAccess, viewer: Viewer) =>
  quiz.isPublic || isOwner(quiz, viewer) || isAdmin(viewer);
export const canSeeAnswerKey = (quiz: QuizAccess, viewer: Viewer) => isOwner(quiz, viewer) || isAdmin(viewer);
/** A quiz's file with its answers (an export, a printed key): whoever sees the key, or anyone the author allowed. */
export const canDownloadAnswerKey = (quiz: QuizAccess & { allowAnswerDownload: boolean }, viewer: Viewer) =>
  canSeeAnswerKey(quiz, viewer) || (quiz.isPublic && quiz.allowAnswerDownload);
export const canModifyQuiz = (quiz: QuizAccess, viewer: Viewer) => isOwner(quiz, viewer);
