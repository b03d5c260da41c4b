import toast from 'react-hot-toast';

/** Copies a link to the clipboard and says whether it worked. */
export async function copyText(text: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(failed);
  }
}
