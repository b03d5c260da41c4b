/**
 * Achievements (SPEC §2 Achievements, §3, §4, §7): the catalogue, each with the rule its description states, and the
 * /achievements API and realtime shapes. A rule is a threshold on one measure of a person's real activity.
 */
import { z } from 'zod';

/** What the rules measure; the server counts each from stored, server-graded activity. */
export const AchievementMetrics = [
  /** Solo attempts plus finished multiplayer games answered in. */
  'quizzesCompleted',
  /** Attempts and games with every question right. */
  'perfectScores',
  /** Correct answers over all attempts and games. */
  'correctAnswers',
  /** Finished multiplayer games answered in. */
  'gamesPlayed',
  /** First place (ties share it) in a finished game of two or more players. */
  'multiplayerWins',
  /** Top three in a finished game of three or more players. */
  'podiums',
  /** The longest run of consecutive days (UTC) with a login or activity. */
  'bestStreak',
  'quizzesCreated',
  'ratingsGiven',
  'friends',
] as const;
export type AchievementMetric = (typeof AchievementMetrics)[number];
export type Activity = Record<AchievementMetric, number>;

/** Icon names the web app draws (lucide). */
export const AchievementIcons = [
  'footprints',
  'book-open',
  'crown',
  'gem',
  'star',
  'award',
  'brain',
  'users',
  'trophy',
  'flame',
  'medal',
  'calendar-check',
  'zap',
  'pencil',
  'library',
  'message-square',
  'heart-handshake',
] as const;
export type AchievementIcon = (typeof AchievementIcons)[number];

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  metric: AchievementMetric;
  threshold: number;
}

export const AchievementCatalogue: readonly AchievementDefinition[] = [
  {
    id: 'first-steps',
    name: 'First Steps',
    icon: 'footprints',
    metric: 'quizzesCompleted',
    threshold: 1,
    description: 'Complete your first quiz, solo or in a multiplayer game.',
  },
  {
    id: 'quiz-enthusiast',
    name: 'Quiz Enthusiast',
    icon: 'book-open',
    metric: 'quizzesCompleted',
    threshold: 10,
    description: 'Complete 10 quizzes (solo attempts and multiplayer games).',
  },
  {
    id: 'quiz-master',
    name: 'Quiz Master',
    icon: 'crown',
    metric: 'quizzesCompleted',
    threshold: 50,
    description: 'Complete 50 quizzes (solo attempts and multiplayer games).',
  },
  {
    id: 'ultimate-quizzer',
    name: 'Ultimate Quizzer',
    icon: 'gem',
    metric: 'quizzesCompleted',
    threshold: 100,
    description: 'Complete 100 quizzes (solo attempts and multiplayer games).',
  },
  {
    id: 'perfectionist',
    name: 'Perfectionist',
    icon: 'star',
    metric: 'perfectScores',
    threshold: 1,
    description: 'Answer every question of a quiz correctly.',
  },
  {
    id: 'expert',
    name: 'Expert',
    icon: 'award',
    metric: 'perfectScores',
    threshold: 10,
    description: 'Answer every question correctly in 10 attempts or games.',
  },
  {
    id: 'sharp-mind',
    name: 'Sharp Mind',
    icon: 'brain',
    metric: 'correctAnswers',
    threshold: 100,
    description: 'Answer 100 questions correctly.',
  },
  {
    id: 'team-player',
    name: 'Team Player',
    icon: 'users',
    metric: 'gamesPlayed',
    threshold: 1,
    description: 'Play a multiplayer game to the end.',
  },
  {
    id: 'champion',
    name: 'Champion',
    icon: 'trophy',
    metric: 'multiplayerWins',
    threshold: 1,
    description: 'Win a multiplayer game: finish first in a game of two or more players.',
  },
  {
    id: 'legend',
    name: 'LEGEND',
    icon: 'flame',
    metric: 'multiplayerWins',
    threshold: 10,
    description: 'Win 10 multiplayer games.',
  },
  {
    id: 'on-the-podium',
    name: 'On the Podium',
    icon: 'medal',
    metric: 'podiums',
    threshold: 1,
    description: 'Finish in the top 3 of a multiplayer game of three or more players.',
  },
  {
    id: 'dedicated',
    name: 'Dedicated',
    icon: 'calendar-check',
    metric: 'bestStreak',
    threshold: 7,
    description: 'Log in or play on 7 days in a row.',
  },
  {
    id: 'unstoppable',
    name: 'Unstoppable',
    icon: 'zap',
    metric: 'bestStreak',
    threshold: 30,
    description: 'Log in or play on 30 days in a row.',
  },
  {
    id: 'quiz-creator',
    name: 'Quiz Creator',
    icon: 'pencil',
    metric: 'quizzesCreated',
    threshold: 1,
    description: 'Create your first quiz.',
  },
  {
    id: 'prolific-creator',
    name: 'Prolific Creator',
    icon: 'library',
    metric: 'quizzesCreated',
    threshold: 10,
    description: 'Create 10 quizzes.',
  },
  {
    id: 'critic',
    name: 'Critic',
    icon: 'message-square',
    metric: 'ratingsGiven',
    threshold: 5,
    description: 'Rate 5 quizzes.',
  },
  {
    id: 'social-butterfly',
    name: 'Social Butterfly',
    icon: 'heart-handshake',
    metric: 'friends',
    threshold: 5,
    description: 'Have 5 friends.',
  },
];

/** The achievements this activity satisfies, in catalogue order. */
export const satisfiedAchievements = (activity: Activity): AchievementDefinition[] =>
  AchievementCatalogue.filter((a) => activity[a.metric] >= a.threshold);

export const achievement = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(AchievementIcons),
  unlocked: z.boolean(),
  /** ISO time, when unlocked. */
  unlockedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievement>;

export const achievementsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(achievement),
});
export type AchievementsResponse = z.infer<typeof achievementsResponse>;

/** `achievements-unlocked`, to every tab of the person: what was just unlocked. */
export const achievementsUnlockedEvent = z.object({ achievements: z.array(achievement) });
export type AchievementsUnlockedEvent = z.infer<typeof achievementsUnlockedEvent>;

/** The acknowledgement of `check-achievements`: the newly unlocked ones (often none). */
export const checkAchievementsResult = z.object({ unlocked: z.array(achievement) });
export type CheckAchievementsResult = z.infer<typeof checkAchievementsResult>;
