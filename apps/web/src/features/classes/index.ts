/** What other features may use of classes: the dashboard's Classes tab. */
export { ClassesTab } from './components/classes-tab';
