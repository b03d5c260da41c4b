import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { chooseLanguage } from '../../../i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { ClassCardsPage } from './class-cards-page';

// A QR code of these tests is its link, so that a test reads where it leads.
vi.mock('../../../lib/use-qr-code', () => ({
  useQrCode: (link: string) => `data:image/png;qr,${encodeURIComponent(link)}`,
}));

const cards = Array.from({ length: 10 }, (_, i) => ({
  _id: `m${i + 1}`,
  name: `Student ${String(i + 1).padStart(2, '0')}`,
  secret: String(100000 + i),
}));

function renderCards(list = cards) {
  const api = fakeApi([
    [
      'GET',
      '/classes/c1/cards',
      () => ({ success: true, data: { className: '4A Maths', code: 'ABC123', teacher: 'Cô Lan', cards: list } }),
    ],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/classes/:id/cards" element={<ClassCardsPage />} />
    </Routes>,
    '/classes/c1/cards',
  );
  return api;
}

beforeEach(() => storeTestSession({ _id: 'lan', username: 'colan' }));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await chooseLanguage('en');
});

describe('ClassCardsPage', () => {
  it('lays the cards out 8 to an A4 page, each with the class, the address, the code, the name, the secret and a QR code', async () => {
    renderCards();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login cards: 4A Maths' })).toBeTruthy();
    const sheets = screen.getAllByRole('region', { name: /^Page \d of 2$/ });
    expect(sheets.map((sheet) => within(sheet).getAllByRole('article').length)).toEqual([8, 2]);

    const card = screen.getByRole('article', { name: 'Student 03' });
    expect(within(card).getByText('4A Maths')).toBeTruthy();
    expect(within(card).getByText('Teacher: Cô Lan')).toBeTruthy();
    expect(card.textContent).toContain(`Go to ${window.location.origin}/class`);
    expect(card.textContent).toContain('Class code: ABC123');
    expect(card.textContent).toContain('Secret: 100002');
    const qr = await within(card).findByRole('img', { name: 'QR code that signs Student 03 in' });
    // The secret travels in the fragment, which no server sees.
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain(
      `${window.location.origin}/class#code=ABC123&student=m3&secret=100002`,
    );
    expect(screen.getByText('10 login cards, 8 to an A4 page. Cut along the dashed lines.')).toBeTruthy();
  });

  it('prints from the bar, which paper does not get; each page of cards ends with a page break', async () => {
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    renderCards();
    await screen.findByRole('heading', { level: 1, name: 'Login cards: 4A Maths' });
    const button = screen.getByRole('button', { name: 'Print' });
    fireEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
    expect(button.closest('header')!.className).toContain('print:hidden');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('@page { size: A4 portrait');
    expect(css).toMatch(/@media print[\s\S]*\.login-card-sheet[\s\S]*break-after: page/);
    expect(screen.getAllByRole('region')[0]!.className).toContain('login-card-sheet');
  });

  it('prints in the interface language', async () => {
    await chooseLanguage('vi');
    renderCards(cards.slice(0, 1));
    const card = await screen.findByRole('article', { name: 'Student 01' });
    expect(within(card).getByText('Giáo viên: Cô Lan')).toBeTruthy();
    expect(card.textContent).toContain('Mã bí mật: 100000');
    expect(card.textContent).toContain(`Vào trang ${window.location.origin}/class`);
    expect(screen.getByRole('button', { name: 'In' })).toBeTruthy();
  });

  it('says when there is no card to print', async () => {
    renderCards([]);
    await waitFor(() => expect(screen.getByText(/No student of this class has a login card yet/)).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
