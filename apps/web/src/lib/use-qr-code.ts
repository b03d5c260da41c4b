/** A QR code of a link as an image URL; the QR library loads only when one is wanted. */
import { useEffect, useState } from 'react';

export function useQrCode(link: string, options: { enabled?: boolean; width?: number } = {}) {
  const { enabled = true, width = 220 } = options;
  const [qr, setQr] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    if (!enabled || qr?.link === link) return;
    let cancelled = false;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(link, { width, margin: 1 }))
      .then((url) => {
        if (!cancelled) setQr({ link, url });
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, qr, link, width]);
  return qr?.link === link ? qr.url : null;
}
