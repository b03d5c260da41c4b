/**
 * /classes/{id}/cards: the login cards of a class's card students, to print on A4, 8 to a page (2 × 4) with cut
 * lines, in the interface's language. The bar with the Print button is the screen's only; paper gets the cards.
 */
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ClassLimits, type LoginCard } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCards } from '../api/get-cards';
import { LoginCardView } from '../components/login-card';

/**
 * An A4 page less its 10 mm margins is 190 × 277 mm: each sheet of 8 cards fills one, and the next starts a new page.
 */
const printStyles = `
@page { size: A4 portrait; margin: 10mm; }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  .login-card-sheet {
    height: 277mm;
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    grid-template-rows: repeat(4, 1fr);
    gap: 0;
    margin: 0;
    break-after: page;
    page-break-after: always;
  }
  .login-card-sheet:last-child { break-after: auto; page-break-after: auto; }
  .login-card { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

const sheetsOf = (cards: LoginCard[]) =>
  Array.from({ length: Math.ceil(cards.length / ClassLimits.cardsPerPage) }, (_, i) =>
    cards.slice(i * ClassLimits.cardsPerPage, (i + 1) * ClassLimits.cardsPerPage),
  );

export function ClassCardsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useCards(id);
  const data = query.data;
  const sheets = data ? sheetsOf(data.cards) : [];

  return (
    <div className="min-h-screen bg-white text-black print:min-h-0">
      <style>{printStyles}</style>
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3 print:hidden">
        <Link to={`/classes/${id}`} className={buttonClasses('secondary', 'min-h-11')}>
          {t('classes.cards.back')}
        </Link>
        <h1 className="min-w-0 flex-1 text-lg font-bold wrap-anywhere text-slate-900">
          {data ? t('classes.cards.title', { name: data.className }) : t('classes.cards.titlePlain')}
        </h1>
        <Button className="min-h-11" onClick={() => window.print()} disabled={sheets.length === 0}>
          <Printer className="h-4 w-4" aria-hidden="true" /> {t('classes.cards.printNow')}
        </Button>
        {data && data.cards.length > 0 && (
          <p className="w-full text-sm text-slate-600">
            {t('classes.cards.hint', { count: data.cards.length, pages: sheets.length })}
          </p>
        )}
      </header>
      <main className="mx-auto max-w-[210mm] px-4 py-6 print:max-w-none print:p-0">
        {query.isLoading && <PageSpinner label={t('classes.cards.loading')} />}
        {query.isError && <Alert>{errorMessage(query.error, Messages.classNotFound)}</Alert>}
        {data && data.cards.length === 0 && (
          <div className="space-y-4 print:hidden">
            <p className="text-slate-700">{t('classes.cards.none')}</p>
            <Link to={`/classes/${id}`} className={buttonClasses('primary', 'min-h-11')}>
              {t('classes.cards.back')}
            </Link>
          </div>
        )}
        {data &&
          sheets.map((sheet, index) => (
            <section
              key={sheet[0]!._id}
              aria-label={t('classes.cards.sheet', { page: index + 1, pages: sheets.length })}
              className="login-card-sheet mb-8 grid gap-3 sm:grid-cols-2"
            >
              {sheet.map((card) => (
                <LoginCardView key={card._id} card={card} klass={data} />
              ))}
            </section>
          ))}
      </main>
    </div>
  );
}
