/** Seam: the presenter console's moderation tab (issue E). Filled in by its owner; the console page renders it. */
export interface ModerationTabProps {
  /** The signed-in presenter's id (getInfo2 / stream presenterId). */
  presenterId: string;
}

export default function ModerationTab(_props: ModerationTabProps) {
  return null;
}
