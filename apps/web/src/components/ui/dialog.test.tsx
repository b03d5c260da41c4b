import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../i18n';
import { ConfirmDialog } from './confirm-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>
        Delete quiz
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete?"
        message="It goes."
        confirmLabel="Delete"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

afterEach(cleanup);

describe('Dialog', () => {
  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['its own action', () => fireEvent.click(screen.getByRole('button', { name: 'Delete' }))],
  ])('gives the focus back to the button that opened it when closed by %s', async (_how, close) => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete quiz' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).not.toBe(opener);
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix moves the focus once the dialog has unmounted, a tick later.
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
