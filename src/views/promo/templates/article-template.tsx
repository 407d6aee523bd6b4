import type { DetailOf } from '../../../api/site/promo-api';
import { SafeHtml } from '../safe-html';

/** Server HTML (terms, sponsorships, partnerships), sanitized. */
export function ArticleTemplate({ detail }: { detail: DetailOf<'article'> }) {
  return <SafeHtml html={detail.content.html} className="promo-article card" testId="promo-article" />;
}
