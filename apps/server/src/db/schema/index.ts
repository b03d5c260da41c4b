export * from './users';
export * from './quizzes';
export * from './submissions';
export * from './rooms';
export * from './social';
export * from './progress';
export * from './classes';
export * from './assignments';
