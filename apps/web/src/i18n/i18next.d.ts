import type base from '../locales/en/base.json';
import type info from '../locales/en/info.json';
import type pages from '../locales/en/pages.json';

// Keys are checked at compile time against the English files (the test keeps the others in step with them).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof base & typeof info & typeof pages };
  }
}
