/** What other features may use of rooms: the dashboard's lists of games hosted ('Past games') and played. */
export { usePlayedGames } from './api/game-review';
export { PastGames } from './components/past-games';
export { PlayedGames } from './components/played-games';
