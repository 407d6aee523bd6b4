import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

let openModals = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const opened = (by: number) => {
  openModals += by;
  listeners.forEach((l) => l());
};

/** How many modals are open now: a dialog nobody asked for (the popup ad) waits until the others have closed. */
export const useOpenModals = (): number => useSyncExternalStore(subscribe, () => openModals);

/**
 * A native <dialog> opened modally: the browser traps focus, Escape closes it, and the page
 * behind is inert. `onClose` runs for Escape and for the close button.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  className = '',
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    opened(1);
    return () => {
      dialog?.close();
      opened(-1);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal card ${className}`}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
