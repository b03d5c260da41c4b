import { Spinner } from './spinner';

/** The centred spinner a page shows while its data loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-600">
      <Spinner className="h-10 w-10" label={label} />
    </div>
  );
}
