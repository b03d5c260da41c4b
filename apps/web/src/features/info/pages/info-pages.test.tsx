import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { languageCodes } from '@quiz/contract/languages';
import { SessionProvider } from '../../../app/session-context';
import { i18nWithParts } from '../../../test-utils/i18n-parts';
import { AboutUsPage } from './about-us-page';
import { BlogPage } from './blog-page';
import { ContactPage } from './contact-page';
import { DocumentationPage } from './documentation-page';
import { FaqPage } from './faq-page';
import { FeaturesPage } from './features-page';
import { PricingPage } from './pricing-page';
import { SupportPage } from './support-page';

afterEach(cleanup);

const pages: [string, ComponentType][] = [
  ['About Us', AboutUsPage],
  ['Features', FeaturesPage],
  ['Pricing', PricingPage],
  ['Contact', ContactPage],
  ['Blog', BlogPage],
  ['Documentation', DocumentationPage],
  ['Support', SupportPage],
  ['FAQ', FaqPage],
];

describe.each(pages)('%s page', (title, Page) => {
  it('has its title, the site footer and no placeholder text', () => {
    const { container } = render(
      <SessionProvider>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(container.textContent).not.toMatch(/\b(lorem|ipsum|todo|coming soon|not implemented)\b/i);
    // No invented contact addresses: the only email shown is the documentation's example.com one.
    expect(container.textContent).not.toMatch(/@(?![\w.-]*example\.com)[\w-]+\.\w+/);
  });

  // The router fetches the `info` part for these pages, and no other (app/router.tsx, i18n/index.ts).
  it.each(languageCodes)('is drawn in %s from the base and info parts of the messages alone', async (language) => {
    const { i18n: parts, missing } = await i18nWithParts(language, ['base', 'info']);
    render(
      <I18nextProvider i18n={parts}>
        <SessionProvider>
          <MemoryRouter>
            <Page />
          </MemoryRouter>
        </SessionProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
