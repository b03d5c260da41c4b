/** The information pages the footer links to (SPEC §1). */
export const infoPages = [
  '/about-us',
  '/features',
  '/pricing',
  '/contact',
  '/blog',
  '/documentation',
  '/support',
  '/faq',
] as const;
