/** What other features may use of quizzes: the dashboard's page of quiz cards. */
export { QuizGrid } from './components/quiz-grid';
