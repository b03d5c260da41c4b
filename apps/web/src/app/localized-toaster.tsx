import { Toaster, ToastBar } from 'react-hot-toast';
import { localize } from '../i18n/messages';

/**
 * The toasts, each shown in the reader's language: a toast raised with a server's message (always English) or a
 * shared one shows that message's translation; any other text is shown as raised.
 */
export function LocalizedToaster() {
  return (
    <Toaster position="top-center">
      {(shown) => (
        <ToastBar toast={shown}>
          {({ icon, message }) => (
            <>
              {icon}
              {typeof shown.message === 'string' ? (
                <div role={shown.ariaProps.role} aria-live={shown.ariaProps['aria-live']} className="mx-2.5 my-1">
                  {localize(shown.message)}
                </div>
              ) : (
                message
              )}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
