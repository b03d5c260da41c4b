import { useState, type ReactNode } from 'react';
import { FileUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

interface FileDropZoneProps {
  /** The input's `accept`: what the file picker offers. */
  accept: string;
  /** The chosen file's name; until one is chosen, `prompt` ('Drag and drop … here') shows instead. */
  fileName: string | undefined;
  prompt: string;
  /** The visible 'Choose …' button's text, and the input's own label (what a test or screen reader names it by). */
  chooseLabel: string;
  inputLabel: string;
  /** The line under the button: which files, how large. */
  limit: string;
  /** Outlines the zone in red: the file was refused. */
  invalid: boolean;
  /** Empties the input after each pick, so that choosing the same file again hands it over again. */
  repick?: boolean;
  /** A file dropped or chosen (the first, when several are). */
  onFile(file: File): void;
  /** Under the limit: the page's own line (the file's error, a reading status). */
  children?: ReactNode;
}

/** The dashed box a quiz's source file is dropped on or chosen in (the PDF upload and the quiz file import). */
export function FileDropZone(props: FileDropZoneProps) {
  const { accept, fileName, prompt, chooseLabel, inputLabel, limit, invalid, repick, onFile, children } = props;
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const dropped = e.dataTransfer.files[0];
        if (dropped) onFile(dropped);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed bg-white p-8 text-center',
        dragging ? 'border-brand-500 bg-brand-50' : invalid ? 'border-red-400' : 'border-slate-300',
      )}
    >
      <FileUp className="h-10 w-10 text-brand-600" aria-hidden="true" />
      <p className="font-medium">{fileName ?? prompt}</p>
      <label className={buttonClasses('secondary', 'cursor-pointer')}>
        {chooseLabel}
        <input
          type="file"
          accept={accept}
          className="sr-only"
          aria-label={inputLabel}
          onChange={(e) => {
            const picked = e.target.files?.[0];
            if (repick) e.target.value = '';
            if (picked) onFile(picked);
          }}
        />
      </label>
      <p className="text-xs text-slate-500">{limit}</p>
      {children}
    </div>
  );
}
