/**
 * A visible mouse pointer for the recordings (headless Chromium draws none): an arrow that follows the
 * mouse events the scenes send. Injected by the browser (not subject to the page's CSP); its image is
 * a data: URL, which the CSP allows for images.
 */
export const cursorScript = `(() => {
  const arrow = "data:image/svg+xml," + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><path d="M4 2l18 11-8 2 5 9-4 2-5-9-6 6z" fill="#111" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>');
  const install = () => {
    if (document.getElementById('demo-cursor')) return;
    const cursor = document.createElement('div');
    cursor.id = 'demo-cursor';
    cursor.setAttribute('aria-hidden', 'true');
    cursor.style.cssText = 'position:fixed;left:-40px;top:-40px;width:28px;height:28px;margin:-2px 0 0 -4px;z-index:2147483647;pointer-events:none;background:url("' + arrow + '") no-repeat;transform-origin:4px 2px;transition:transform .12s ease';
    document.documentElement.appendChild(cursor);
    addEventListener('mousemove', (e) => { cursor.style.left = e.clientX + 'px'; cursor.style.top = e.clientY + 'px'; }, true);
    addEventListener('mousedown', () => { cursor.style.transform = 'scale(0.8)'; }, true);
    addEventListener('mouseup', () => { cursor.style.transform = ''; }, true);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install); else install();
})();`;
