import { useEffect, useRef, type ReactNode } from 'react';

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
    return () => dialog?.close();
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
