import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session-context';
import { Logo } from '../../../components/logo';
import { SiteFooter } from '../../../components/site-footer';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The frame of the information pages linked from the footer: header, title, content, footer. */
export function InfoLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo />
          <nav className="flex gap-2">
            <Link to="/" className={buttonClasses('ghost')}>
              {t('common.home')}
            </Link>
            {session ? (
              <Link to="/dashboard" className={buttonClasses('primary')}>
                {t('common.dashboard')}
              </Link>
            ) : (
              <Link to="/login" className={buttonClasses('primary')}>
                {t('common.signIn')}
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main className="flex-1">
        <div className="bg-gradient-to-br from-brand-50 via-white to-violet-50">
          <div className="mx-auto max-w-3xl px-4 py-14">
            <h1 className="text-4xl font-black tracking-tight text-slate-900">{title}</h1>
            <div className="mt-4 text-lg text-slate-600">{intro}</div>
          </div>
        </div>
        <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** One titled block of an information page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 text-slate-700">
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list; each item may start with a bold term. */
export function InfoList({ items, className }: { items: { term?: string; text: ReactNode }[]; className?: string }) {
  return (
    <ul className={cn('list-disc space-y-2 pl-6 marker:text-brand-500', className)}>
      {items.map((item, i) => (
        <li key={i}>
          {item.term && <strong className="font-semibold text-slate-900">{item.term}: </strong>}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** Inline code and terminal commands (in a translated text, `<code>` gets its content from the message). */
export function Code({ children }: { children?: ReactNode }) {
  return (
    <code className="rounded bg-slate-200/70 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900">{children}</code>
  );
}

export function CodeBlock({ children }: { children: string }) {
  return (
    // Focusable, so a keyboard can scroll a line wider than a phone (WCAG 2.1.1).
    <pre tabIndex={0} className="overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-sm text-slate-100">
      <code>{children}</code>
    </pre>
  );
}

/** A link inside running text (in a translated text, the message gives its words). */
export function TextLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline hover:text-brand-600">
      {children}
    </Link>
  );
}
