// Component tests read the interface in English, whatever the machine's language, as SPEC.md words it.
import { chooseLanguage } from '../i18n';

await chooseLanguage('en');
