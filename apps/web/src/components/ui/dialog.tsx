import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * A centred modal with a title, focus trapped inside, closed by Escape or the × button. Closed, it gives the
 * focus back to what had it when it opened (the button that opened it), as Radix does only for its own Trigger.
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  // Before Radix moves the focus into the dialog (in an effect, after this layout effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  const giveFocusBack = (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          onCloseAutoFocus={giveFocusBack}
          // A long form (the assign dialog's) scrolls inside the dialog rather than past the screen's edge.
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100"
            aria-label={t('ui.close')}
          >
            <X className="h-5 w-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
