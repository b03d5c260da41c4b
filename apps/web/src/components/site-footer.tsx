import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from './logo';

const groups = [
  {
    title: 'footer.product',
    links: [
      { to: '/features', label: 'footer.features' },
      { to: '/pricing', label: 'footer.pricing' },
      { to: '/blog', label: 'footer.blog' },
    ],
  },
  {
    title: 'footer.resources',
    links: [
      { to: '/documentation', label: 'footer.documentation' },
      { to: '/support', label: 'footer.support' },
      { to: '/faq', label: 'footer.faq' },
    ],
  },
  {
    title: 'footer.project',
    links: [
      { to: '/about-us', label: 'footer.aboutUs' },
      { to: '/contact', label: 'footer.contact' },
    ],
  },
] as const;

/** The footer of the public pages: plain links to the information pages (SPEC §1). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">{t('footer.tagline')}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="text-sm font-semibold text-slate-900">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700 hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-100 py-6 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Quiz Adventure
      </p>
    </footer>
  );
}
