import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { controlPlugin } from '../../core/control';
import type { ScopeState } from '../../core/scope-state';
import { promoByPath } from './catalogue';

/**
 * Test control: the server HTML of a promotion replaced for one scope, as a back office could
 * publish anything (docs/promo-api.md "Test control"): an article's `html`, or the help center's
 * FAQ `sections` (each answer its own HTML). The browser tests push hostile HTML through it to prove
 * the client's sanitizer holds whatever the server sends.
 */
type Content = { html: string } | { sections: Array<{ id: string; question: string; html: string }> };

const byScope = new WeakMap<ScopeState, Map<string, Content>>();

/** The scope's replacement content for a promotion, if a test set one. */
export function contentOverride(state: ScopeState, promoId: string): Content | undefined {
  return byScope.get(state)?.get(promoId);
}

const texts = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');

export function registerContentOverride(app: FastifyInstance, ctx: SimContext): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      // {path, html} for an article, {path, sections: string[] (answers' HTML)} for the FAQ.
      control.post('/promo/content', async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const promo = promoByPath(typeof body.path === 'string' ? body.path : '');
        let content: Content | undefined;
        if (promo?.template === 'article' && typeof body.html === 'string') content = { html: body.html };
        if (promo?.template === 'faq' && texts(body.sections)) {
          content = {
            sections: body.sections.map((html, i) => ({ id: `x${i + 1}`, question: `Question ${i + 1}`, html })),
          };
        }
        if (!promo || !content)
          return { ok: false, error: 'path of an article with html, or of the FAQ with sections, is required' };
        const state = ctx.scopes.get(ctx.scopeOf(request.headers));
        let overrides = byScope.get(state);
        if (!overrides) byScope.set(state, (overrides = new Map()));
        overrides.set(promo.id, content);
        return { ok: true, promoId: promo.id };
      });
    }),
    { prefix: '/sim/control' },
  );
}
