/** What other features may use of classes: the dashboard's Classes tab, and the user's classes. */
export { ClassesTab } from './components/classes-tab';
/** The classes the user teaches and those they joined: the assign dialog's choice of classes (homework). */
export { useClasses } from './api/get-classes';
