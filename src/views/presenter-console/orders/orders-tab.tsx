/** Seam: the presenter console's orders tab (issue E). Filled in by its owner; the console page renders it. */
export interface OrdersTabProps {
  /** The signed-in presenter's id (getInfo2 / stream presenterId). */
  presenterId: string;
}

export default function OrdersTab(_props: OrdersTabProps) {
  return null;
}
