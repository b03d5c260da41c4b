/** What other features may use of submissions: the dashboard's "My Submissions" tab. */
export { SubmissionsHistoryTab } from './components/submissions-history-tab';
