// happy-dom's two differences from a browser that typeset text (rich-text) meets; before DOMPurify loads.
import './happy-dom-shims';
// Component tests read the interface in English, whatever the machine's language, as SPEC.md words it.
import { chooseLanguage } from '../i18n';

await chooseLanguage('en');
