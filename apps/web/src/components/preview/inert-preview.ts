/**
 * The preview document as the owner's frame shows it (decision 047): the exact public document,
 * minus what would act as a visitor. Its scripts would not run anyway (the frame is sandboxed),
 * but the view's <noscript> pixel would load and count a view, and a tap on a link would count a
 * click: both go, and links and buttons stop answering taps. Scrolling still works.
 */
export function inertPreviewHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const node of document.querySelectorAll('script, noscript, meta[name="sl-view"]')) node.remove();
  const style = document.createElement('style');
  style.textContent = 'a,button,summary,input,select,textarea,label,form{pointer-events:none}';
  document.head.append(style);
  return `<!doctype html>${document.documentElement.outerHTML}`;
}
