/** What other features may use of quiz files: the 'Export' dialog of a quiz's card and page. */
export { ExportDialog } from './components/export-dialog';
