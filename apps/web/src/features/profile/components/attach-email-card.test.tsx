import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@quiz/contract/messages';
import { fakeApi, json } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { AttachEmailCard } from './attach-email-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AttachEmailCard', () => {
  it('checks the fields first, then attaches the e-mail and password to the card account', async () => {
    storeTestSession({ _id: 'an', username: 'card-1', loginCard: true });
    const user = { _id: 'an', username: 'an2015', email: 'an@example.com', displayName: 'An', loginCard: undefined };
    const api = fakeApi([
      ['POST', '/users/attach-email', () => ({ success: true, message: Messages.emailAttached, user })],
    ]);
    renderWithApp(<AttachEmailCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Attach e-mail' }));
    expect(await screen.findByText(Messages.emailRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fill('Username', 'an2015');
    fill('E-mail', 'an@example.com');
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Attach e-mail' }));
    await waitFor(() => expect(api.called('POST', '/users/attach-email')).toHaveLength(1));
    // The session follows: the header and the pages see an ordinary account now.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).email).toBe('an@example.com'));
    expect(api.called('POST', '/users/attach-email')[0]!.body).toMatchObject({
      username: 'an2015',
      email: 'an@example.com',
      password: 'secret-123',
    });
  });

  it('shows the server’s reason at its field when the e-mail is taken', async () => {
    storeTestSession({ _id: 'an', username: 'card-1', loginCard: true });
    fakeApi([
      [
        'POST',
        '/users/attach-email',
        () =>
          json(409, {
            success: false,
            code: 'conflict',
            message: Messages.emailTaken,
            fieldErrors: { email: Messages.emailTaken },
          }),
      ],
    ]);
    renderWithApp(<AttachEmailCard />);
    fill('Username', 'an2015');
    fill('E-mail', 'taken@example.com');
    fill('Password', 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Attach e-mail' }));
    expect((await screen.findAllByText(Messages.emailTaken)).length).toBeGreaterThan(0);
  });
});
