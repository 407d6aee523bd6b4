import DOMPurify from 'dompurify';

/**
 * Server HTML (promotion articles, FAQ answers) as safe markup: scripts, event handlers,
 * javascript: links, frames and forms removed by DOMPurify; links that leave the site open in a
 * new tab without an opener. Needs a DOM (the browser, or jsdom in tests).
 */
const FORBID_TAGS = ['style', 'iframe', 'form', 'input', 'button', 'object', 'embed'];

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], USE_PROFILES: { html: true } });
}
