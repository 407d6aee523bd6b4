/** Seam: the presenter console's income tab (issue E). Filled in by its owner; the console page renders it. */
export interface IncomeTabProps {
  /** The signed-in presenter's id (getInfo2 / stream presenterId). */
  presenterId: string;
}

export default function IncomeTab(_props: IncomeTabProps) {
  return null;
}
