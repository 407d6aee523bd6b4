import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useServices } from '../views/app-services';
import { PageSkeleton } from '../views/shell/page-skeleton';
import { isPresenter, isSuperAdmin, useIsLoggedIn, useProfileReady, useRole } from '../views/use-session';
import type { RouteFlags } from '../views/route-entry';

/**
 * Route flags enforced: login required opens the login dialog and goes to /; presenter and
 * super-admin routes check the role (403 otherwise); logged-in users on blacklisted pages go to /.
 */
export function RouteGuard({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const { session } = useServices();
  const loggedIn = useIsLoggedIn();
  const profileReady = useProfileReady();
  const role = useRole();
  const needsLogin = Boolean(flags.requiresAuth) && !loggedIn;
  // Only a visit while already logged in is turned away; a login made on this page navigates
  // by itself (to / or to its redirect), and must not be overridden here.
  const [loggedInOnEntry] = useState(loggedIn);

  useEffect(() => {
    if (needsLogin) session.send({ type: 'OPEN_DIALOG', page: 'login' });
  }, [needsLogin, session]);

  if (needsLogin) return <Navigate to="/" replace />;
  if (flags.isLoginedBlackList && loggedInOnEntry) return <Navigate to="/" replace />;
  if (flags.requiresAnchor || flags.requiresSuperAdmin) {
    if (role === null && !profileReady) return <PageSkeleton />;
    const allowed = flags.requiresSuperAdmin ? isSuperAdmin(role) : isPresenter(role);
    if (!allowed) return <Navigate to="/403" replace />;
  }
  return <>{children}</>;
}
