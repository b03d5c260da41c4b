import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { chooseLanguage } from '../../i18n';
import { ChatMessageList } from './chat-message-list';

afterEach(async () => {
  cleanup();
  await chooseLanguage('en');
  localStorage.clear();
});

/** A message sent at 18:31 on the reader's clock. */
const message = {
  _id: 'm1',
  sender: { _id: 'u2' },
  senderName: 'Lan',
  content: 'Xin chào',
  createdAt: new Date(2026, 10, 28, 18, 31).toISOString(),
};

describe('the time of a chat message', () => {
  it('reads as Vietnamese reads a time in Tiếng Việt (18:31, no AM/PM)', async () => {
    await chooseLanguage('vi');
    render(<ChatMessageList messages={[message]} me="u1" />);
    expect(screen.getByText('18:31')).toBeTruthy();
    expect(screen.queryByText(/AM|PM/)).toBeNull();
  });

  it('follows a switch of the interface language while shown', async () => {
    render(<ChatMessageList messages={[message]} me="u1" />);
    await act(() => chooseLanguage('vi'));
    expect(screen.getByText('18:31')).toBeTruthy();
  });
});
