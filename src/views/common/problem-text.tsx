import { useTranslation } from 'react-i18next';
import { problemWords, type Problem } from '../../api/problem';

/** A failure a person can act on, said in its own words (problemWords): the one widget for a Problem in a form. */
export function ProblemText({ problem }: { problem: Problem | null }) {
  const { t } = useTranslation('errors');
  if (!problem) return null;
  return (
    <p className="form-problem" role="alert">
      {problemWords(problem, t)}
    </p>
  );
}
