import { useEffect, useState } from 'react';

/**
 * `link` as a QR code drawn in the browser (a data URL, dark on white for any phone camera), or
 * null until it is drawn or when drawing fails. The drawing library (~9 KB gzip) loads with the
 * first QR code shown: the TV's other screens and the owner's page before it never wait for it.
 */
export function useQrCode(
  link: string,
  options: { readonly width: number; readonly margin: number },
): string | null {
  const [qr, setQr] = useState<string | null>(null);
  const { width, margin } = options;
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(link, { width, margin, errorCorrectionLevel: 'M' }))
      .then(
        (url) => {
          if (!cancelled) setQr(url);
        },
        () => {
          if (!cancelled) setQr(null);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [link, width, margin]);
  return qr;
}
