import type { FeatureDeps } from '../feature-deps';

/**
 * Promotions: the promotion pages, the activity list, the popup ad and the customer-service link,
 * loaded with the first of them (the popup ad after the page is idle).
 */
export const PROMO_SERVICES = {
  promo: ({ site }: FeatureDeps) =>
    import('../../api/site/promo-api').then(({ createPromoApi }) => createPromoApi(site)),
};
