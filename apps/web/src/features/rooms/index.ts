/**
 * What other features may use of rooms: the dashboard's lists of games hosted ('Past games') and played, and a
 * report's question and player views (a homework's report has a game report's shape).
 */
export { usePlayedGames } from './api/game-review';
export { PastGames } from './components/past-games';
export { PlayedGames } from './components/played-games';
export { ReportPlayers } from './components/report-players';
export { classAccuracy, percent, ReportQuestions } from './components/report-questions';
