import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `value`, drawn in the browser so the secret it carries never leaves the page. */
export function QrCodeImage({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(value, { margin: 1, width: 192 }).then((url) => current && setSrc(url));
    return () => {
      current = false;
    };
  }, [value]);
  if (!src) return <div className="h-48 w-48 animate-pulse rounded-lg bg-slate-100" />;
  return (
    <img src={src} alt={label} width={192} height={192} className="h-48 w-48 rounded-lg border border-slate-200" />
  );
}
