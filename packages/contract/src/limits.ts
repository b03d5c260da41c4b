/** Limits shared by the server's validation, the forms' inputs and the tests. */
export const UserLimits = {
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  displayNameMax: 50,
  searchQueryMax: 50,
  searchResultsMax: 20,
  avatarMaxBytes: 5 * 1024 * 1024,
} as const;

export const TokenLifetimes = {
  sessionSeconds: 7 * 24 * 60 * 60,
  emailVerificationSeconds: 24 * 60 * 60,
  passwordResetSeconds: 60 * 60,
} as const;

/** A guest's session (a nickname in one room) lasts until a day after the room ends. */
export const GuestLimits = {
  tokenSeconds: 7 * 24 * 60 * 60,
  afterRoomEndsSeconds: 24 * 60 * 60,
  joinWindowMs: 5 * 60 * 1000,
  /** localStorage: room code → the guest session there. */
  storageKey: 'guestSessions',
} as const;

export const AccountTypes = ['standard', 'admin'] as const;
export type AccountType = (typeof AccountTypes)[number];

export const SessionStorageKey = 'user';
export const LoggedInFlagKey = 'isLoggedIn';
export const DefaultAvatar = '/images/df_avatar.png';
export const SplashMilliseconds = 3000;

export const Categories = [
  'General Knowledge',
  'Science',
  'History',
  'Geography',
  'Mathematics',
  'Literature',
  'Sports',
  'Entertainment',
  'Technology',
  'Other',
] as const;
export type Category = (typeof Categories)[number];
export const DefaultCategory: Category = 'Other';

export const QuizLimits = {
  titleMin: 5,
  titleMax: 200,
  descriptionMax: 500,
  questionMax: 1000,
  optionMax: 300,
  questionsMin: 1,
  questionsMax: 100,
  optionsMin: 2,
  optionsMax: 6,
  manualOptions: 4,
  timeLimitMin: 5,
  timeLimitMax: 300,
  defaultTimeLimit: 30,
  detailsQuestionPreview: 100,
  landingQuizzes: 6,
  pageSizeDefault: 12,
  pageSizeMax: 100,
  searchMax: 100,
} as const;

/**
 * The kinds of question (issue 16): one correct of 2–6 options, any number correct (right only as the exact set),
 * True or False, a typed answer matched against the accepted ones, 3–6 items put in order, and a poll (not graded).
 */
export const QuestionKinds = ['single', 'multiple', 'true_false', 'typed', 'ordering', 'poll'] as const;
export type QuestionKind = (typeof QuestionKinds)[number];
/**
 * Whether a question can be got right or wrong at all: a poll cannot. One rule for every count and rate of right
 * answers ('6/7 correct' in rankings, reviews, reports, files and history; a class's accuracy).
 */
export const isGraded = (q: { kind?: QuestionKind | undefined }) => q.kind !== 'poll';
export const QuestionKindLimits = {
  typedAnswerMax: 80,
  acceptedAnswersMax: 10,
  orderingItemsMin: 3,
  orderingItemsMax: 6,
  /** A question's own time overrides the quiz's (and the room's) seconds per question. */
  timeMin: 5,
  timeMax: 300,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Pictures are re-encoded to at most this wide (and this many pixels in, to refuse decompression bombs). */
  imageMaxWidth: 1280,
  imageMaxInputPixels: 40_000_000,
  imageAltMax: 200,
  /** Issue 39: why the answer is right, in the same rich text as the question. */
  explanationMax: 1000,
  /** One formula's source ($…$, \\(…\\) …), and KaTeX's limits on what it may expand to and how large it may draw. */
  formulaMax: 1000,
  formulaMaxExpand: 500,
  formulaMaxSize: 10,
} as const;

/** What a correct answer to a question is worth: the usual points, twice them, or nothing (a warm-up). */
export const QuestionPoints = ['standard', 'double', 'none'] as const;
export type QuestionPoint = (typeof QuestionPoints)[number];
export const pointsMultiplier = (points: QuestionPoint | undefined) =>
  points === 'double' ? 2 : points === 'none' ? 0 : 1;
/** True/false questions keep these two options, in this order. */
export const TrueFalseLabels = ['True', 'False'] as const;

export const RatingLimits = { min: 1, max: 5, commentMax: 1000 } as const;

export const SubmissionLimits = {
  historyGroupsPerPage: 5,
  maxTimeSpentSeconds: 24 * 60 * 60,
  ratingModalDelayMs: 2000,
  /** A timed attempt handed in this long after its end still counts as on time (the network's delay). */
  timedGraceSeconds: 15,
} as const;

/** 'Extra time' a taker may ask for before a timed solo attempt: the accommodation schools give. */
export const ExtraTimeFactors = [1, 1.5, 2] as const;
export type ExtraTimeFactor = (typeof ExtraTimeFactors)[number];

/** SPEC §9: the band for a percentage score. */
export function scoreBand(percentage: number): 'Excellent!' | 'Good Job!' | 'Keep Practicing!' {
  if (percentage >= 80) return 'Excellent!';
  if (percentage >= 60) return 'Good Job!';
  return 'Keep Practicing!';
}

export const GenerationLimits = {
  pdfMaxBytes: 10 * 1024 * 1024,
  questionsMin: 5,
  questionsMax: 30,
  questionsDefault: 10,
  /** Fewer usable questions than this and the document is reported as too short. */
  questionsFromPdfMin: 3,
  topicMax: 200,
} as const;

export const GenerationLanguages = ['english', 'vietnamese'] as const;
export const QuizSources = ['manual', 'pdf', 'ai', 'import'] as const;

/**
 * Quizzes in from other tools and out again (issue 19): our JSON, our CSV/XLSX template, Kahoot!'s spreadsheet,
 * Moodle's GIFT, Aiken and XML. A file is read by its content; the `format` field may force one.
 */
export const TransferFormats = ['json', 'csv', 'xlsx', 'kahoot', 'gift', 'aiken', 'moodle'] as const;
export type TransferFormat = (typeof TransferFormats)[number];
export const TransferLimits = {
  fileMaxBytes: 5 * 1024 * 1024,
  /** A file may hold this many; a quiz holds QuizLimits.questionsMax of them, chosen in the preview. */
  questionsMax: 500,
  /** A spreadsheet or zip is refused before it is opened when it has more entries, or unpacks to more, than this. */
  zipEntriesMax: 1000,
  unzippedMaxBytes: 50 * 1024 * 1024,
  /** The preview lists this many warnings, then how many more there are. */
  warningsShown: 200,
  /** The export's list of what a format could not hold, in its header, is cut here the same way. */
  leftOutListed: 20,
} as const;

/** Live rooms (SPEC §5, §9). The server's upper bound on participants is ROOM_MAX_PARTICIPANTS (default 50). */
export const RoomLimits = {
  codeLength: 6,
  participantsMin: 2,
  participantsMaxDefault: 50,
  /** No operator setting can go past this. */
  participantsCeiling: 20_000,
  participantsDefault: 10,
  timeLimitMin: 10,
  timeLimitMax: 300,
  timeLimitDefault: 60,
  invitesMax: 20,
  inviteMax: 254,
  /** Broadcast lists (room-data, game-progress, the join acknowledgement) carry at most this many people; counts are always exact. */
  broadcastListMax: 50,
  /** Players whose progress each game-progress carries (the avatars of the Game Progress card). */
  progressListMax: 20,
  /** Players in the host's copy of game-progress: the class view lists each one. */
  classListMax: 300,
  /** A reload or a short network drop is not leaving: a player is gone only after this long without a connection. */
  presenceGraceMs: 10_000,
  /** A lobby whose host has been gone this long closes (ROOM_HOST_AWAY_CLOSE_MS overrides it). */
  hostAwayCloseMs: 10 * 60_000,
  podium: 3,
  chatMax: 500,
  chatHistory: 100,
  /** Messages a person may send in a room per window. */
  chatBurst: 5,
  chatWindowMs: 5000,
  answerAdvanceDelayMs: 1500,
  timeoutAdvanceDelayMs: 1000,
  startNavigateDelayMs: 500,
  /** Without the realtime connection, a room page reads the room this often until it completes. */
  roomPollMs: 5000,
  invalidCodeRedirectMs: 2000,
  noQuizzesRedirectMs: 1500,
  typingStopMs: 1000,
  typingExpiryMs: 3000,
  duplicateMessageWindowMs: 5000,
  reconnectAttempts: 5,
  reconnectDelayMs: 1000,
  /**
   * Room broadcasts (joins, lists, progress) are coalesced to at most one of each kind per interval: 250 ms, and
   * 250 ms more per 100 people in the room, up to 5 s, so a big room's traffic per second stays linear in its size.
   */
  broadcastIntervalMs: 250,
  broadcastIntervalPerPeople: 100,
  broadcastIntervalMaxMs: 5000,
  /** game-progress alone goes at most once a second (it only moves a progress bar). */
  progressIntervalMs: 1000,
} as const;

export const RoomStatuses = ['waiting', 'in_progress', 'completed'] as const;
/** Self-paced: each player on their own clock. Host-paced ("classic"): the host opens each question for everyone. */
export const RoomModes = ['self_paced', 'host_paced'] as const;
export type RoomMode = (typeof RoomModes)[number];
/** A host-paced game's phases while in progress; before it is the lobby, after it the end. */
export const HostPacedOpenPhases = ['open', 'results', 'scoreboard'] as const;
export const HostPacedPhases = ['lobby', ...HostPacedOpenPhases, 'ended'] as const;
export type HostPacedPhase = (typeof HostPacedPhases)[number];
export const HostActions = ['skip', 'scoreboard', 'next', 'end'] as const;
export type HostAction = (typeof HostActions)[number];
export type RoomStatus = (typeof RoomStatuses)[number];

/** The kinds of question generation can write (issue 16); a request without any asks for single choice. */
export const GeneratedQuestionKinds = ['single', 'multiple', 'true_false'] as const;
export type GeneratedQuestionKind = (typeof GeneratedQuestionKinds)[number];
