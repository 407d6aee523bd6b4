import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { field, requireUser } from '../../core/auth';
import { site, SITE_CODES } from '../../core/envelope';

/**
 * VIP (docs/invite-api.md): the twelve levels with what each gives, the member's
 * level and progress (`customervip/vipFont`), and the phone call-back a VIP books for one of the
 * VIP services (`vipphoneback/dailFont` lists the slots and the member's bookings, `add` books).
 */

/** Points needed for each level 0-11 (1 point per 1,000 of valid turnover). */
const MIN_POINTS = [
  0, 1_000, 5_000, 20_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000,
];
export const VIP_SERVICES = { dedicatedManager: 5, businessGirl: 7, yacht: 10 } as const;
type Service = keyof typeof VIP_SERVICES;
export const CALL_SLOTS = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'] as const;
const PHONE = /^\d{6,15}$/;

export const VIP_LEVELS = MIN_POINTS.map((minPoints, level) => ({
  level,
  minPoints,
  withdrawalsPerDay: 3 + Math.floor(level / 2),
  birthdayBonus:
    level === 0
      ? 0
      : [
          0, 50_000, 100_000, 200_000, 388_000, 588_000, 888_000, 1_888_000, 3_888_000, 5_888_000, 8_888_000,
          18_888_000,
        ][level]!,
  rebatePercent: Math.round((0.3 + level * 0.1) * 10) / 10,
  services: (Object.keys(VIP_SERVICES) as Service[]).filter((s) => level >= VIP_SERVICES[s]),
}));

interface Booking {
  id: number;
  service: Service;
  slot: string;
  phone: string;
  at: number;
}

export function registerVipRoutes(app: FastifyInstance, ctx: SimContext): void {
  const bookings = new Map<string, Booking[]>();
  let nextId = 1;

  app.post('/api/member/customervip/vipFont', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const level = VIP_LEVELS[Math.min(11, Math.max(0, user.vipLevel))]!;
    const next = VIP_LEVELS[level.level + 1];
    // Seeded progress inside the level: stable per user, so the bar does not jump between visits.
    const points = next
      ? level.minPoints + Math.round((((user.id * 7919) % 100) / 100) * (next.minPoints - level.minPoints))
      : level.minPoints;
    return site.ok({
      vipLevel: level.level,
      points,
      nextLevelPoints: next?.minPoints ?? null,
      levels: VIP_LEVELS,
      services: VIP_SERVICES,
    });
  });

  app.post('/api/operation/vipphoneback/dailFont', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    return site.ok({ slots: CALL_SLOTS, bookings: bookings.get(user.userName) ?? [] });
  });

  app.post('/api/operation/vipphoneback/add', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const service = field(request.body, 'service') as Service;
    const slot = field(request.body, 'slot');
    const phone = field(request.body, 'phone');
    if (!(service in VIP_SERVICES)) return site.fail(SITE_CODES.badRequest, 'Unknown VIP service');
    if (user.vipLevel < VIP_SERVICES[service])
      return site.fail(SITE_CODES.forbidden, `This service starts at VIP ${VIP_SERVICES[service]}`);
    if (!PHONE.test(phone)) return site.fail(SITE_CODES.badRequest, 'Enter a phone number of 6-15 digits');
    if (!(CALL_SLOTS as readonly string[]).includes(slot))
      return site.fail(SITE_CODES.badRequest, 'Choose one of the offered time slots');
    const list = bookings.get(user.userName) ?? [];
    const booking: Booking = {
      id: nextId++,
      service,
      slot,
      phone: `${phone.slice(0, 3)}***${phone.slice(-3)}`,
      at: ctx.clock.now(),
    };
    bookings.set(user.userName, [...list.filter((b) => b.service !== service), booking]);
    return site.ok(booking);
  });
}
