/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure context, which a phone on a
 * server's plain-HTTP LAN address is not, so the old selection copy is the fallback there.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    // Off screen but not display:none, so iOS can select it; 16px keeps iOS from zooming in.
    area.style.cssText = 'position:fixed;top:0;left:-9999px;font-size:16px';
    document.body.append(area);
    area.select();
    area.setSelectionRange(0, text.length);
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
