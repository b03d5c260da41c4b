/**
 * What other features may use of homework (issue 38): the quiz page's Assign button, the class page's Homework,
 * the dashboard's To do, and the homework parts of an attempt and its results.
 */
export { AssignButton, quizSeconds } from './components/assign-button';
export { HomeworkSection } from './components/homework-section';
export { TodoSection } from './components/todo-section';
export { HomeworkBanner } from './components/homework-banner';
export { HomeworkResultNote } from './components/homework-result-note';
export { useHomework } from './api/get-my-assignment';
export { useHomeworkOrder } from './lib/use-homework-order';
