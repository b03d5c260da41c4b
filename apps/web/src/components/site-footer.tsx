import { Link } from 'react-router';
import { Logo } from './logo';

const groups = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/documentation', label: 'Documentation' },
      { to: '/support', label: 'Support' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Project',
    links: [
      { to: '/about-us', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
    ],
  },
];

/** The footer of the public pages: plain links to the information pages (SPEC §1). */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">
            Create, share and rate quizzes. Free to run on your own server.
          </p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700 hover:underline">
                    {link.label}
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
