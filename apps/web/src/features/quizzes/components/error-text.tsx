import { localize } from '../../../i18n/messages';

/** A field's error under it (a shared message, in the reader's language), with the id its field points to. */
export function ErrorText({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {localize(message)}
    </p>
  ) : null;
}

/** An array's own error (a refine on the whole list): react-hook-form puts it at `root` or on the array itself. */
export function listError(error: unknown): string | undefined {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.root?.message ?? e?.message;
}
