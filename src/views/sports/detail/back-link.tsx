import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

/**
 * A link back to the sports list. Arrived from inside the app (the list, a marquee item), it steps
 * back in history, so the list comes back with its view, sport, filters and scroll as they were;
 * opened directly (a shared link, a reload), it goes to /sports. The href stays /sports either way,
 * so opening it in a new tab works too. Pages that push their own history entries (the bulletin
 * pages) pass `stepBack={false}` and always link to /sports.
 */
export function BackLink({
  label,
  navLabel,
  stepBack = true,
}: {
  label: ReactNode;
  navLabel: string;
  stepBack?: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // react-router's first entry of a session has the key 'default'; any later one was navigated to.
  const canGoBack = stepBack && location.key !== 'default';
  return (
    <nav className="sd-back-row" aria-label={navLabel}>
      <Link
        to="/sports"
        className="sd-back"
        onClick={(e) => {
          if (!canGoBack || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          navigate(-1);
        }}
      >
        <span aria-hidden="true">{'‹'}</span>
        {label}
      </Link>
    </nav>
  );
}
