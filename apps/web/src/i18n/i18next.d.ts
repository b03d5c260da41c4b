import type en from '../locales/en.json';

// Keys are checked at compile time against the English file (the test keeps the others in step with it).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
