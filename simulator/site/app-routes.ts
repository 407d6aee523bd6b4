import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../core/context';
import { site } from '../core/envelope';
import { field } from '../core/auth';
import type { MaintenanceInfo } from '../core/scope-state';
import { formatUtc8 } from './time-utc8';
import { BANNERS, buildLobbies } from './home-data';
import { svgPlaceholder } from './svg-placeholder';

const COUNTRIES = [
  { id: 1, areaCode: '84', iso: 'VN', name: 'Việt Nam' },
  { id: 2, areaCode: '86', iso: 'CN', name: '中国' },
  { id: 3, areaCode: '66', iso: 'TH', name: 'ประเทศไทย' },
  { id: 4, areaCode: '855', iso: 'KH', name: 'Cambodia' },
  { id: 5, areaCode: '63', iso: 'PH', name: 'Philippines' },
  { id: 6, areaCode: '1', iso: 'US', name: 'United States' },
];

export const DEFAULT_GAME_ORDER = '1,3,5,177,178,13,15,47,7,2,16,19,6,4,51,8,14';
export const DEFAULT_MENU_ORDER = 'home,sports,live,electronic,activity,sponsor,AppDownload';

const BANNER_TITLES: Record<string, Record<string, string>> = {
  worldCup: {
    vi: 'Mùa giải bóng đá: kèo trực tiếp mỗi giây',
    en: 'Football season: live odds every second',
    'zh-cn': '足球赛季：每秒更新的滚球赔率',
    th: 'ฤดูกาลฟุตบอล: ราคาสดทุกวินาที',
  },
  firstDeposit: {
    vi: 'Nạp lần đầu, thưởng 100%',
    en: 'First deposit, 100% bonus',
    'zh-cn': '首充送 100%',
    th: 'ฝากครั้งแรก รับโบนัส 100%',
  },
  liveRooms: {
    vi: 'Xem trực tiếp cùng MC yêu thích',
    en: 'Watch live with your favourite presenters',
    'zh-cn': '与喜爱的主播一起看直播',
    th: 'ดูสดกับพิธีกรคนโปรด',
  },
  vip: {
    vi: 'Đặc quyền VIP: quản lý riêng',
    en: 'VIP perks: a dedicated manager',
    'zh-cn': 'VIP 特权：专属客户经理',
    th: 'สิทธิพิเศษ VIP: ผู้จัดการส่วนตัว',
  },
};

export function languageOf(request: FastifyRequest): string {
  const lang = request.headers.language;
  return typeof lang === 'string' && ['vi', 'en', 'zh-cn', 'th'].includes(lang) ? lang : 'vi';
}

export function currentMaintenance(ctx: SimContext, scope: string): MaintenanceInfo {
  return (
    ctx.scopes.get(scope).maintenance ?? {
      id: 1,
      title: '',
      content: '',
      startTime: '',
      endTime: '',
      point: '',
      status: '0',
      sportsConfigVO: { gameOrder: DEFAULT_GAME_ORDER },
    }
  );
}

export function registerAppRoutes(app: FastifyInstance, ctx: SimContext): void {
  const lobbies = buildLobbies(ctx.seed, ctx.clock.now());

  app.get('/api/user/countrycode/list', async () => site.ok(COUNTRIES));

  app.post('/api/operation/siteMain/queryDetail', async (request) => {
    const info = currentMaintenance(ctx, ctx.scopeOf(request.headers));
    // The menu order rides on the maintenance config (docs/product.md, "Roles").
    return site.ok({ ...info, point: info.point || field(request.body, 'point'), menuOrder: DEFAULT_MENU_ORDER });
  });

  // popCustomerLink: simulator/site/promo/promo-routes.ts (docs/promo-api.md).

  app.get('/api/user/home/bar/list', async (request) => {
    const lang = languageOf(request);
    return site.ok(
      BANNERS.map((b) => ({
        id: b.id,
        title: BANNER_TITLES[b.titleKey]?.[lang] ?? '',
        link: b.link,
        imageUrl: `/sim/img/banner/${b.id}.svg`,
      })),
    );
  });

  app.post('/api/game/home/slot/list/', async () => site.ok(lobbies));

  app.get<{ Params: { kind: string; name: string } }>('/sim/img/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(svgPlaceholder(kind, name.replace(/\.svg$/, '')));
  });
}

export { formatUtc8 };
