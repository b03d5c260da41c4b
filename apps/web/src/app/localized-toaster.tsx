import { Toaster, ToastBar } from 'react-hot-toast';
import { localize } from '../i18n/messages';

/**
 * The toasts, each in the reader's language: they are raised already worded (a server's message by its key, see
 * `errorMessage`), and a schema's message, which is a key, is worded here. A success stays 4 s, long enough to read
 * on a busy phone.
 */
export function LocalizedToaster() {
  return (
    <Toaster position="top-center" toastOptions={{ success: { duration: 4000 } }}>
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
