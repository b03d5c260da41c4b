export * from './users';
export * from './quizzes';
