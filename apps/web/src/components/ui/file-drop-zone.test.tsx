import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FileDropZone } from './file-drop-zone';

afterEach(cleanup);

const pdf = (name = 'history.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function renderZone(props: Partial<Parameters<typeof FileDropZone>[0]> = {}) {
  const onFile = vi.fn();
  const view = render(
    <FileDropZone
      accept="application/pdf"
      fileName={undefined}
      prompt="Drag and drop a PDF here"
      chooseLabel="Choose PDF"
      inputLabel="PDF file"
      limit="PDF only, up to 10 MB"
      invalid={false}
      onFile={onFile}
      {...props}
    >
      <p role="status">Reading…</p>
    </FileDropZone>,
  );
  const input = screen.getByLabelText('PDF file') as HTMLInputElement;
  const zone = view.container.firstElementChild as HTMLElement;
  return { onFile, input, zone, ...view };
}

describe('FileDropZone', () => {
  it('shows the prompt, the choose button, the limit and the page’s own line; the chosen file’s name once there is one', () => {
    const { input, rerender } = renderZone();
    expect(screen.getByText('Drag and drop a PDF here')).toBeTruthy();
    expect(screen.getByText('Choose PDF').tagName).toBe('LABEL');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('application/pdf');
    expect(input.className).toBe('sr-only');
    expect(screen.getByText('PDF only, up to 10 MB')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Reading…');

    rerender(
      <FileDropZone
        accept="application/pdf"
        fileName="history.pdf"
        prompt="Drag and drop a PDF here"
        chooseLabel="Choose PDF"
        inputLabel="PDF file"
        limit="PDF only, up to 10 MB"
        invalid={false}
        onFile={() => {}}
      />,
    );
    expect(screen.getByText('history.pdf')).toBeTruthy();
    expect(screen.queryByText('Drag and drop a PDF here')).toBeNull();
  });

  it('hands over a chosen file, and nothing when the picker is closed without one', () => {
    const { onFile, input } = renderZone();
    const file = pdf();
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledExactlyOnceWith(file);
    fireEvent.change(input, { target: { files: [] } });
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('keeps the pick in the input, or empties it with repick so the same file can be chosen again', () => {
    const kept = renderZone();
    const setValue = vi.spyOn(kept.input, 'value', 'set');
    fireEvent.change(kept.input, { target: { files: [pdf()] } });
    expect(setValue).not.toHaveBeenCalled();
    cleanup();

    const emptied = renderZone({ repick: true });
    const clear = vi.spyOn(emptied.input, 'value', 'set');
    fireEvent.change(emptied.input, { target: { files: [pdf()] } });
    expect(clear).toHaveBeenCalledExactlyOnceWith('');
    expect(emptied.onFile).toHaveBeenCalledTimes(1);
  });

  it('takes the first file dropped on it, highlighted while a file is dragged over', () => {
    const { onFile, zone } = renderZone();
    expect(zone.className).toContain('border-slate-300');
    fireEvent.dragOver(zone);
    expect(zone.className).toContain('border-brand-500');
    fireEvent.dragLeave(zone);
    expect(zone.className).toContain('border-slate-300');

    const first = pdf('first.pdf');
    fireEvent.dragOver(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [first, pdf('second.pdf')] } });
    expect(onFile).toHaveBeenCalledExactlyOnceWith(first);
    expect(zone.className).toContain('border-slate-300');

    fireEvent.drop(zone, { dataTransfer: { files: [] } });
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('is outlined in red when the file was refused, unless a file is dragged over it', () => {
    const { zone } = renderZone({ invalid: true });
    expect(zone.className).toContain('border-red-400');
    fireEvent.dragOver(zone);
    expect(zone.className).toContain('border-brand-500');
    expect(zone.className).not.toContain('border-red-400');
  });
});
