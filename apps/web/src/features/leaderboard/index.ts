/** What other features may use of the leaderboard: its dashboard tab. */
export { LeaderboardTab } from './components/leaderboard-tab';
