import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PageSkeleton } from '../shell/page-skeleton';
import { SportsListScreen } from './list/sports-list-screen';
import '../../styles/sports.css';

/** The match detail page (src/views/sports/detail), loaded only when a detail URL is opened. */
const MatchDetailPage = lazy(() => import('./detail/match-detail-page'));
/** The bulletin list (src/views/sports/bulletins), the child route /sports/bulletins. */
const BulletinsPage = lazy(() => import('./bulletins/bulletins-page'));

/**
 * /sports and its child routes (SPEC.md section 2). The route table points the children at this
 * screen (router.tsx gives them no element of their own), so it picks what to show: with a
 * matchId the detail page (/sports/sportsdetail/:matchId), at /sports/bulletins the bulletin list,
 * otherwise the list screen.
 */
export default function SportsPage() {
  const { matchId } = useParams();
  const { pathname } = useLocation();
  const child = matchId !== undefined ? <MatchDetailPage /> : /\/sports\/bulletins\/?$/i.test(pathname) ? <BulletinsPage /> : null;
  if (child) return <Suspense fallback={<PageSkeleton />}>{child}</Suspense>;
  return <SportsListScreen />;
}
