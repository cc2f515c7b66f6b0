import QRCode from 'qrcode';

/** An SVG QR code of a URL, made on the server so the public page ships no QR script. */
export function renderQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
