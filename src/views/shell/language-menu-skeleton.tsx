/** The menu's place while its list (or its code) is on the way. */
export function MenuSkeleton({ id }: { id: string }) {
  return (
    <ul className="lang-menu card" role="menu" id={id} aria-busy="true">
      <li role="none" className="skeleton lang-menu-skeleton" aria-hidden="true" />
    </ul>
  );
}
