/** The friends page's chat when messages do not go out: kept, sent again once, too long, and links. */
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Messages } from '@quiz/contract/messages';
import { ApiError } from '../../../lib/api-client';
import { fake } from '../../../test-utils/fake-socket';
import { dm, input, openChat, renderPage, sendButton, serve, settle, eachTestAsAnn } from './friends-page.fixtures';

vi.mock('../../../lib/socket', async () => (await import('../../../test-utils/fake-socket')).fakeSocketModule);

eachTestAsAnn();

describe('FriendsPage: messages that did not go out', () => {
  it('keeps a message sent without a connection across a reload, and sends it again under the same id', async () => {
    fake.request.mockRejectedValue(new ApiError(Messages.cannotConnect, 0, 'network'));
    serve();
    renderPage();
    await settle();
    await openChat('Bob Builder');
    fireEvent.change(input(), { target: { value: 'Still there?' } });
    fireEvent.click(sendButton());
    await settle();
    const firstId = (fake.request.mock.calls[0]![2] as { clientMessageId: string }).clientMessageId;

    cleanup();
    fake.request.mockReset();
    const stored = dm(firstId, 'ann', 'Ann', 'Still there?', 'chat-bob');
    fake.request.mockResolvedValue(stored);
    renderPage();
    await settle();
    await openChat('Bob Builder');
    expect(screen.getByText('Still there?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not sent · Tap to send again' }));
    await settle();
    expect(fake.request).toHaveBeenCalledWith(fake.socket, 'send-private-message', {
      receiverId: 'bob',
      content: 'Still there?',
      clientMessageId: firstId,
    });
    expect(screen.getAllByText('Still there?')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Not sent · Tap to send again' })).toBeNull();
    expect(localStorage.getItem('quiz.unsent.ann')).toBeNull();
  });

  it('says a message is too long instead of cutting it, and will not send it', async () => {
    serve();
    renderPage();
    await settle();
    await openChat('Bob Builder');
    fireEvent.change(input(), { target: { value: 'a'.repeat(2001) } });
    expect(input().value).toHaveLength(2001);
    expect(screen.getByText('2001 characters: a message can have at most 2000.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: 'a'.repeat(2000) } });
    expect(sendButton().disabled).toBe(false);
  });

  it('makes web addresses in a message links that open apart from the app, and nothing else', async () => {
    serve();
    renderPage();
    await settle();
    await openChat('Bob Builder');
    act(() =>
      fake.receive(
        'new-message',
        dm('m7', 'bob', 'Bob Builder', 'See https://example.org/page?x=1. Not javascript:alert(1)', 'chat-bob'),
      ),
    );
    const history = within(screen.getByRole('list', { name: 'Chat history' }));
    const link = history.getByRole('link', { name: 'https://example.org/page?x=1' });
    expect(link.getAttribute('href')).toBe('https://example.org/page?x=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(history.getAllByRole('link')).toHaveLength(1);
  });
});
