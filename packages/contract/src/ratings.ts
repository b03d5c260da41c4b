import { z } from 'zod';
import { envelope } from './api';
import { RatingLimits } from './limits';
import { Issue } from './schema-messages';

export const rateQuizInput = z.object({
  quizId: z.string({ error: Issue.quizIdRequired }).min(1, Issue.quizIdRequired),
  rating: z
    .number({ error: Issue.ratingRequired })
    .int(Issue.ratingRange)
    .min(RatingLimits.min, Issue.ratingRange)
    .max(RatingLimits.max, Issue.ratingRange),
  comment: z
    .string()
    .trim()
    .max(RatingLimits.commentMax, Issue.commentTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type RateQuizInput = z.input<typeof rateQuizInput>;

export const rating = z.object({
  _id: z.string(),
  quizId: z.string(),
  userId: z.object({ _id: z.string(), fullName: z.string(), avatar: z.string().nullable() }),
  rating: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rating = z.infer<typeof rating>;

export const quizRatings = z.object({
  ratings: z.array(rating),
  averageRating: z.number(),
  ratingsCount: z.number(),
});
export type QuizRatings = z.infer<typeof quizRatings>;

export const rateQuizResponse = envelope(rating);
export const quizRatingsResponse = envelope(quizRatings);
