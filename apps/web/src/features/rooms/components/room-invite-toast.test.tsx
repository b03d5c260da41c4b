import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { lendNavigator } from '../../../lib/navigate';
import { showRoomInvite } from './room-invite-toast';

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

describe("the room invitation toast's link", () => {
  it('joins the room inside the app, without reloading it (and its splash)', async () => {
    const navigate = vi.fn();
    const giveBack = lendNavigator(navigate);
    render(<Toaster />);
    act(() => showRoomInvite({ code: 'ABC123', hostName: 'Lan', quizTitle: 'Planets' }));
    const link = await screen.findByRole('link', { name: 'Join room ABC123' });
    expect(link.getAttribute('href')).toBe('/play?code=ABC123');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/play?code=ABC123');
    giveBack();
  });
});
