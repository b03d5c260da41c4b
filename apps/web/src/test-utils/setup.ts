// happy-dom's two differences from a browser that typeset text (rich-text) meets; before DOMPurify loads.
import './happy-dom-shims';
// Component tests read the interface in English, whatever the machine's language, as SPEC.md words it, with every
// part of the messages at hand (the app fetches each with the pages that need it).
import { chooseLanguage, loadMessages } from '../i18n';

await Promise.all([loadMessages('info'), loadMessages('pages')]);
await chooseLanguage('en');
