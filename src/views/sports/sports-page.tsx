import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { lazyReady, readyLoader } from '../lazy-ready';
import { PageSkeleton } from '../shell/page-skeleton';
import '../../styles/sports.css';

/**
 * The list screen, its own chunk: a visit opening on a match detail does not download the list
 * (filters, dialogs, tabs) before it paints. index.html preloads it for /sports.
 */
const listScreen = readyLoader(() =>
  import('./list/sports-list-screen').then((m) => ({ default: m.SportsListScreen })),
);
/** The match detail page (src/views/sports/detail), loaded only when a detail URL is opened. */
const detailPage = readyLoader(() => import('./detail/match-detail-page'));
/** The bulletin list (src/views/sports/bulletins), the child route /sports/bulletins. */
const bulletinsPage = readyLoader(() => import('./bulletins/bulletins-page'));

const SportsListScreen = lazyReady(listScreen);
const MatchDetailPage = lazyReady(detailPage);
const BulletinsPage = lazyReady(bulletinsPage);

const isDetail = (pathname: string) => /^\/sports\/sportsdetail(\/|$)/i.test(pathname);
const isBulletins = (pathname: string) => /\/sports\/bulletins\/?$/i.test(pathname);

/**
 * The screen a visit opens on is asked for as this module loads (start-up loads it early, and
 * index.html has preloaded the screen's chunk): by the first render it is there and renders at
 * once, instead of painting a skeleton that React then keeps up for 300 ms (lazy-ready.ts).
 */
if (typeof window !== 'undefined') {
  const { pathname } = window.location;
  void (isDetail(pathname) ? detailPage : isBulletins(pathname) ? bulletinsPage : listScreen)().catch(() => undefined);
}

/**
 * /sports and its child routes (docs/product.md, "Screens"). The route table points the children at this
 * screen (router.tsx gives them no element of their own), so it picks what to show: with a
 * matchId the detail page (/sports/sportsdetail/:matchId), at /sports/bulletins the bulletin list,
 * otherwise the list screen.
 */
export default function SportsPage() {
  const { matchId } = useParams();
  const { pathname } = useLocation();
  const screen =
    matchId !== undefined ? <MatchDetailPage /> : isBulletins(pathname) ? <BulletinsPage /> : <SportsListScreen />;
  return <Suspense fallback={<PageSkeleton />}>{screen}</Suspense>;
}
