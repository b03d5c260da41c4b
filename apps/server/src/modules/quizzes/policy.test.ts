import { describe, expect, it } from 'vitest';
import { canDownloadAnswerKey, canModifyQuiz, canReadQuiz, canSeeAnswerKey } from './policy';

const owner = { id: 'owner', accountType: 'standard' as const };
const other = { id: 'other', accountType: 'standard' as const };
const admin = { id: 'admin', accountType: 'admin' as const };
const quiz = (isPublic: boolean, allowAnswerDownload = false) => ({
  isPublic,
  allowAnswerDownload,
  createdBy: 'owner',
});

describe('who may do what with a quiz', () => {
  it('lets everyone read a public quiz, and only its owner and admins a private one', () => {
    expect([owner, other, admin, null].map((v) => canReadQuiz(quiz(true), v))).toEqual([true, true, true, true]);
    expect([owner, other, admin, null].map((v) => canReadQuiz(quiz(false), v))).toEqual([true, false, true, false]);
  });

  it('shows the answer key to the owner and admins only', () => {
    expect([owner, other, admin, null].map((v) => canSeeAnswerKey(quiz(true, true), v))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('lets anyone download a public quiz’s key once its owner allows it, never a private one’s', () => {
    expect([owner, other, admin, null].map((v) => canDownloadAnswerKey(quiz(true, true), v))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([owner, other, admin, null].map((v) => canDownloadAnswerKey(quiz(true), v))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([owner, other, admin, null].map((v) => canDownloadAnswerKey(quiz(false, true), v))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('lets only the owner change a quiz', () => {
    expect([owner, other, admin, null].map((v) => canModifyQuiz(quiz(true), v))).toEqual([true, false, false, false]);
  });
});
