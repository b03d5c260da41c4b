import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './i18n';
import { App } from './app/app';
import './index.css';

// The page is drawn in its language from the first frame (a Vietnamese reader's messages arrive first).
await languageReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
