/**
 * Text for HTML the simulator builds (element content and quoted attribute values): every
 * character that could end a text run or an attribute becomes a reference, so a request's path or
 * a name never becomes markup.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
