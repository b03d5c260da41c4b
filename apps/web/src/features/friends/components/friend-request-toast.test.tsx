import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { lendNavigator } from '../../../lib/navigate';
import { showFriendRequest } from './friend-request-toast';

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

describe("the friend request toast's link", () => {
  it('opens the requests inside the app, without reloading it (and its splash)', async () => {
    const navigate = vi.fn();
    const giveBack = lendNavigator(navigate);
    render(<Toaster />);
    act(() => showFriendRequest({ _id: 'r1' } as Parameters<typeof showFriendRequest>[0]));
    const link = await screen.findByRole('link', { name: 'View friend requests' });
    expect(link.getAttribute('href')).toBe('/friends?tab=requests');
    // fireEvent.click is false when the page's own navigation (a full load) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/friends?tab=requests');
    giveBack();
  });
});
