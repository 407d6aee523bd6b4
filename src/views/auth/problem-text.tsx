import { useTranslation } from 'react-i18next';
import type { SessionProblem } from '../../machines/session/session-types';

/** A failure a person can act on: the server's own message, or a translated transport problem. */
export function ProblemText({ problem }: { problem: SessionProblem | null }) {
  const { t } = useTranslation('errors');
  if (!problem) return null;
  const text = problem.kind === 'server' ? problem.message : t(problem.kind);
  return (
    <p className="form-problem" role="alert">
      {text}
    </p>
  );
}
