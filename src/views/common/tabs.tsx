import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<K extends string> {
  /** The tablist's accessible name. */
  label: string;
  /** The tabs, in order. */
  keys: readonly K[];
  selected: K;
  onSelect: (key: K) => void;
  /** A tab's id: its panel is named by it (`aria-labelledby`). */
  tabId: (key: K) => string;
  /** The id of the panel a tab controls (one shared panel, or one per tab). */
  panelId: (key: K) => string;
  className: string;
  tabClassName: (key: K, selected: boolean) => string;
  /** What a tab shows; its accessible name comes from it. */
  children: (key: K) => ReactNode;
}

/** Where a key moves the selection from `index` among `count` tabs (wrapping), or undefined for other keys. */
function tabStep(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The one tab strip of the app, the ARIA tabs pattern with automatic activation: only the selected
 * tab is in the Tab order (roving tabindex), Left/Right move the selection (wrapping) and Home/End
 * jump to the ends, and the newly selected tab takes the focus. The caller owns the selection and
 * renders the panels (`TabPanel`, or its own regions where every panel stays on screen on wide screens).
 */
export function Tabs<K extends string>({
  label,
  keys,
  selected,
  onSelect,
  tabId,
  panelId,
  className,
  tabClassName,
  children,
}: TabsProps<K>) {
  const tabs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabStep(e.key, keys.indexOf(selected), keys.length);
    if (next === undefined) return;
    e.preventDefault();
    const key = keys[next]!;
    onSelect(key);
    tabs.current.get(key)?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {keys.map((key) => (
        <button
          key={key}
          ref={(el) => {
            if (el) tabs.current.set(key, el);
            else tabs.current.delete(key);
          }}
          type="button"
          role="tab"
          id={tabId(key)}
          aria-selected={key === selected}
          aria-controls={panelId(key)}
          tabIndex={key === selected ? 0 : -1}
          className={tabClassName(key, key === selected)}
          data-tab={key}
          onClick={() => onSelect(key)}
        >
          {children(key)}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab, named by it. */
export function TabPanel({
  id,
  tabId,
  children,
  ...rest
}: { id: string; tabId: string; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} role="tabpanel" id={id} aria-labelledby={tabId}>
      {children}
    </div>
  );
}
