import { NotOpenPage } from '../pages/not-open-page';

export default function SportsPage() {
  return <NotOpenPage titleKey="sports" />;
}
