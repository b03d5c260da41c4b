// Where Playwright finds Chromium: CHROMIUM_PATH, or Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const hasChromium = () => existsSync(chromiumPath);
