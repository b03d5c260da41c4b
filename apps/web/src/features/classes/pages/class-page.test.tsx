import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import type { ClassDetail } from '@quiz/contract/classes';
import { formatDate } from '../../../i18n/format';
import { fakeApi, json, type Route as ApiRoute } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { cardMemberOf, detailOf, failure, memberOf } from '../classes.fixtures';
import { ClassPage } from './class-page';

// A QR code of these tests is its link, so that a test reads where it leads.
vi.mock('../../../lib/use-qr-code', () => ({
  useQrCode: (link: string) => `data:image/png;qr,${encodeURIComponent(link)}`,
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const members = [
  memberOf('m-pending', 'Pat Pending', { status: 'pending' }),
  memberOf('m-acc', 'Alex Account'),
  cardMemberOf('m-card', 'Bao Card'),
  memberOf('m-left', 'Lee Left', { status: 'left', leftAt: '2026-10-01T08:00:00.000Z' }),
  cardMemberOf('m-gone', 'Rex Removed', { status: 'removed', leftAt: '2026-10-02T08:00:00.000Z' }),
];

function serve(detail: ClassDetail = detailOf(members), extra: ApiRoute[] = []) {
  return fakeApi([...extra, ['GET', '/classes/c1', () => ({ success: true, data: detail })]]);
}

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/classes/:id" element={<ClassPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/classes/c1',
  );
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => storeTestSession({ _id: 'lan', username: 'colan' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ClassPage: how students join', () => {
  it('shows the class, its code in large letters, the join link with its QR code, and where card students sign in', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '4A Maths' })).toBeTruthy();
    expect(screen.getByText('Maths · Grade 4')).toBeTruthy();
    const invite = section('How students join');
    expect(within(invite).getByLabelText('Class code A B C 1 2 3').textContent).toBe('ABC123');
    const link = `${window.location.origin}/class/join?code=ABC123`;
    expect((within(invite).getByLabelText('Join link') as HTMLInputElement).value).toBe(link);
    expect(within(invite).getByText(`${window.location.origin}/class`)).toBeTruthy();
    const qr = await within(invite).findByRole('img', { name: 'QR code to join class ABC123' });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain(link);

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
  });
});

describe('ClassPage: the students', () => {
  it('lists requests first, then the class, then (folded) those who left or were removed', async () => {
    serve();
    renderPage();
    const students = await screen.findByRole('region', { name: 'Students (2)' });
    const pending = within(students).getByRole('list', { name: 'Students asking to join' });
    expect(within(pending).getByText('Pat Pending')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Admit Pat Pending' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Decline Pat Pending' })).toBeTruthy();

    const active = within(students).getByRole('list', { name: 'Students of the class' });
    const [account, card] = within(active).getAllByRole('listitem');
    expect(within(account!).getByText('@alexaccount')).toBeTruthy();
    expect(within(account!).queryByText('Login card')).toBeNull();
    expect(within(account!).queryByRole('button', { name: /Reset login card/ })).toBeNull();
    expect(within(account!).getByRole('button', { name: 'Remove Alex Account' })).toBeTruthy();
    expect(within(card!).getByText('Login card')).toBeTruthy();
    expect(within(card!).getByRole('button', { name: 'Reset login card of Bao Card' })).toBeTruthy();

    // Folded away: out of the way until the teacher opens it.
    const gone = within(students).getByRole('list', { name: 'Students who left or were removed', hidden: true });
    expect(gone.closest('details')!.hasAttribute('open')).toBe(false);
    expect(within(students).getByText('Left or removed (2)')).toBeTruthy();
    expect(within(gone).getByText(`Left on ${formatDate('2026-10-01T08:00:00.000Z')}`)).toBeTruthy();
    expect(within(gone).getByText(`Removed on ${formatDate('2026-10-02T08:00:00.000Z')}`)).toBeTruthy();
    expect(within(gone).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    expect(within(students).getByRole('link', { name: 'Print login cards' }).getAttribute('href')).toBe(
      '/classes/c1/cards',
    );
  });

  it('admits and declines a request', async () => {
    const api = serve(undefined, [
      ['PUT', '/classes/c1/members/m-pending', () => ({ success: true, data: memberOf('m-pending', 'Pat Pending') })],
      ['DELETE', '/classes/c1/members/m-pending', () => ({ success: true, message: Messages.memberRemoved })],
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Admit Pat Pending' }));
    await waitFor(() => expect(api.called('PUT', '/classes/c1/members/m-pending')).toHaveLength(1));
    expect(api.called('PUT', '/classes/c1/members/m-pending')[0]!.body).toEqual({ status: 'active' });
    await waitFor(() => expect(api.called('GET', '/classes/c1').length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'Decline Pat Pending' }));
    await waitFor(() => expect(api.called('DELETE', '/classes/c1/members/m-pending')).toHaveLength(1));
  });

  it('resets a lost login card after saying the old one stops working, and shows the new secret', async () => {
    const api = serve(undefined, [
      [
        'POST',
        '/classes/c1/members/m-card/card',
        () => ({ success: true, data: { _id: 'm-card', name: 'Bao Card', secret: '482913' } }),
      ],
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset login card of Bao Card' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Make a new login card for Bao Card?')).toBeTruthy();
    expect(within(dialog).getByText(/The old card stops working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset login card' }));
    expect(await screen.findByText(/New login card for Bao Card: the secret is 482913/)).toBeTruthy();
    expect(api.called('POST', '/classes/c1/members/m-card/card')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a student after confirming', async () => {
    const api = serve(undefined, [
      ['DELETE', '/classes/c1/members/m-acc', () => ({ success: true, message: Messages.memberRemoved })],
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Alex Account' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Remove Alex Account from the class?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.called('DELETE', '/classes/c1/members/m-acc')).toHaveLength(1));
  });
});

describe('ClassPage: homework', () => {
  it('shows the class’s homework, and sets a student’s extra time on timed homework', async () => {
    const api = serve(detailOf([memberOf('m-acc', 'Alex Account', { extraTime: 2 })]), [
      ['GET', '/classes/c1/assignments', () => ({ success: true, data: [] })],
      [
        'PUT',
        '/classes/c1/members/m-acc/accommodation',
        () => ({ success: true, message: Messages.accommodationSaved, data: memberOf('m-acc', 'Alex Account') }),
      ],
    ]);
    renderPage();
    const homework = await screen.findByRole('region', { name: 'Homework' });
    expect(await within(homework).findByText(/No homework yet/)).toBeTruthy();
    expect(within(homework).getByRole('button', { name: 'Assign homework' })).toBeTruthy();

    const extraTime = screen.getByRole('combobox', { name: 'Extra time for Alex Account' }) as HTMLSelectElement;
    expect(extraTime.value).toBe('2');
    expect([...extraTime.options].map((o) => o.textContent)).toEqual(['None', '×1.5', '×2']);
    fireEvent.change(extraTime, { target: { value: '1.5' } });
    await waitFor(() => expect(api.called('PUT', '/classes/c1/members/m-acc/accommodation')).toHaveLength(1));
    expect(api.called('PUT', '/classes/c1/members/m-acc/accommodation')[0]!.body).toEqual({ extraTime: 1.5 });
  });
});

describe('ClassPage: students without e-mail', () => {
  const roster = () => screen.getByRole('region', { name: 'Add students without e-mail' });
  const names = () => within(roster()).getByLabelText('Names, one per line') as HTMLTextAreaElement;

  it('adds the names pasted, then offers to print their login cards', async () => {
    const api = serve(undefined, [
      [
        'POST',
        '/classes/c1/roster',
        () => ({
          success: true,
          message: Messages.rosterAdded(2),
          data: { added: [cardMemberOf('n1', 'An'), cardMemberOf('n2', 'Binh')] },
        }),
      ],
    ]);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(names(), { target: { value: 'Name\nAn\nBinh\n' } });
    fireEvent.click(within(roster()).getByRole('button', { name: 'Add students' }));
    expect(await within(roster()).findByText(Messages.rosterAdded(2))).toBeTruthy();
    expect(api.called('POST', '/classes/c1/roster')[0]!.body).toEqual({ names: 'Name\nAn\nBinh\n' });
    expect(names().value).toBe('');
    expect(within(roster()).getByRole('link', { name: 'Print login cards' }).getAttribute('href')).toBe(
      '/classes/c1/cards',
    );
  });

  it("shows the server's refusal under the names, naming the line", async () => {
    serve(undefined, [
      [
        'POST',
        '/classes/c1/roster',
        () => failure(400, 'rosterDuplicate', Messages.rosterDuplicate(3, 'An'), [3, 'An']),
      ],
    ]);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(names(), { target: { value: 'Bo\nCam\nAn' } });
    fireEvent.click(within(roster()).getByRole('button', { name: 'Add students' }));
    expect(await within(roster()).findByText("Line 3: 'An' is already in this class")).toBeTruthy();
    expect(names().getAttribute('aria-invalid')).toBe('true');
    expect(names().value).toBe('Bo\nCam\nAn');
  });

  it('reads a chosen .csv file into the box, an .xlsx through the server, and refuses other files', async () => {
    const api = serve(undefined, [
      ['POST', '/classes/c1/roster/file', () => ({ success: true, data: { names: 'Họ và tên\nAn\nBình' } })],
    ]);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const chooser = within(roster()).getByLabelText('Choose a .txt, .csv or .xlsx file');
    const csv = new File(['Name,Birthday\nAn,2018\nBinh,2018\n'], 'class.csv', { type: 'text/csv' });
    fireEvent.change(chooser, { target: { files: [csv] } });
    await waitFor(() => expect(names().value).toBe('Name,Birthday\nAn,2018\nBinh,2018\n'));

    const sheet = new File(['PK'], 'class.xlsx');
    fireEvent.change(chooser, { target: { files: [sheet] } });
    await waitFor(() => expect(names().value).toBe('Họ và tên\nAn\nBình'));
    expect(api.called('POST', '/classes/c1/roster/file')).toHaveLength(1);

    fireEvent.change(chooser, { target: { files: [new File(['x'], 'class.pdf')] } });
    expect(await within(roster()).findByText('Choose a .txt, .csv or .xlsx file.')).toBeTruthy();
  });
});

describe('ClassPage: settings', () => {
  it('saves a new name, subject, grade and admission', async () => {
    const api = serve(undefined, [
      ['PUT', '/classes/c1', (call) => ({ success: true, data: { ...detailOf(members), ...(call.body as object) } })],
    ]);
    renderPage();
    const settings = await screen.findByRole('region', { name: 'Class settings' });
    fireEvent.change(within(settings).getByLabelText('Class name'), { target: { value: '4A Maths & Science' } });
    fireEvent.change(within(settings).getByLabelText('Grade or year'), { target: { value: '' } });
    fireEvent.click(within(settings).getByRole('radio', { name: /I approve each student/ }));
    fireEvent.click(within(settings).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.called('PUT', '/classes/c1')).toHaveLength(1));
    expect(api.called('PUT', '/classes/c1')[0]!.body).toEqual({
      name: '4A Maths & Science',
      subject: 'Maths',
      grade: null,
      admission: 'approval',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '4A Maths & Science' })).toBeTruthy();
  });

  it('archives the class: read-only, with nothing to change but bringing it back', async () => {
    let archived = false;
    const api = fakeApi([
      [
        'PUT',
        '/classes/c1',
        (call) => {
          archived = (call.body as { archived: boolean }).archived;
          return { success: true, data: detailOf(members, { archived }) };
        },
      ],
      ['GET', '/classes/c1', () => ({ success: true, data: detailOf(members, { archived }) })],
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive class' }));
    expect(await screen.findByText(Messages.classArchived)).toBeTruthy();
    expect(api.called('PUT', '/classes/c1')[0]!.body).toEqual({ archived: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Archived');
    expect(screen.queryByRole('region', { name: 'How students join' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add students without e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Admit|Decline|Remove|Reset login card)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect((screen.getByLabelText('Class name') as HTMLInputElement).closest('fieldset')!.disabled).toBe(true);
    // The cards can still be printed again.
    expect(screen.getByRole('link', { name: 'Print login cards' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bring back' }));
    await waitFor(() => expect(screen.queryByText(Messages.classArchived)).toBeNull());
    expect(api.called('PUT', '/classes/c1')[1]!.body).toEqual({ archived: false });
    expect(screen.getByRole('region', { name: 'How students join' })).toBeTruthy();
  });

  it('deletes the class after saying its login cards go with it, then goes back to the Classes tab', async () => {
    const api = serve(undefined, [
      ['DELETE', '/classes/c1', () => ({ success: true, message: Messages.classDeleted })],
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete class' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Delete 4A Maths for good?')).toBeTruthy();
    expect(
      within(dialog).getByText(/their login cards: students with a login card can no longer sign in/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete class' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard?tab=classes');
    expect(api.called('DELETE', '/classes/c1')).toHaveLength(1);
  });

  it('says so when the class cannot be found', async () => {
    fakeApi([['GET', '/classes/c1', () => failure(404, 'classNotFound', Messages.classNotFound)]]);
    renderPage();
    expect(await screen.findByText(Messages.classNotFound)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to classes' }).map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard?tab=classes',
      '/dashboard?tab=classes',
    ]);
  });
});

describe('ClassPage: co-teachers', () => {
  const minh = { _id: 'minh', username: 'thayminh', displayName: 'Thầy Minh', profilePicture: null };

  it('lets the teacher add a co-teacher by username or e-mail, says why one is refused, and remove one', async () => {
    const api = serve(detailOf(members, { coTeachers: [minh] }), [
      [
        'POST',
        '/classes/c1/teachers',
        (call) =>
          (call.body as { name: string }).name === 'nobody'
            ? json(404, { success: false, message: Messages.coTeacherNotFound, messageKey: 'coTeacherNotFound' })
            : { success: true, message: Messages.coTeacherAdded, data: [minh] },
      ],
      ['DELETE', '/classes/c1/teachers/minh', () => ({ success: true, message: Messages.coTeacherRemoved })],
    ]);
    renderPage();
    const region = await screen.findByRole('region', { name: 'Co-teachers' });
    expect(within(region).getByText('Thầy Minh')).toBeTruthy();
    const field = within(region).getByLabelText('Username or e-mail of a teacher');
    fireEvent.change(field, { target: { value: 'nobody' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add co-teacher' }));
    expect(await within(region).findByText(Messages.coTeacherNotFound)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'co.hoa@example.com' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add co-teacher' }));
    await waitFor(() => expect(api.called('POST', '/classes/c1/teachers')).toHaveLength(2));
    expect(api.called('POST', '/classes/c1/teachers')[1]!.body).toEqual({ name: 'co.hoa@example.com' });
    fireEvent.click(within(region).getByRole('button', { name: 'Remove Thầy Minh' }));
    await waitFor(() => expect(api.called('DELETE', '/classes/c1/teachers/minh')).toHaveLength(1));
  });

  it('shows a co-teacher the others and a way to leave, not the form to add', async () => {
    storeTestSession({ _id: 'minh', username: 'thayminh' });
    serve(detailOf(members, { coTeachers: [minh] }));
    renderPage();
    const region = await screen.findByRole('region', { name: 'Co-teachers' });
    expect(within(region).getByRole('button', { name: 'Leave this class' })).toBeTruthy();
    expect(within(region).queryByLabelText('Username or e-mail of a teacher')).toBeNull();
  });
});
