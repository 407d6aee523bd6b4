/**
 * A tiny external store of toasts: the api layer pushes, the view subscribes with
 * useSyncExternalStore. Each notice disappears after its time (3 s, docs/product.md, "Constants"); the same
 * text already on screen is not stacked again (twenty failures show one toast).
 */
export interface Notice {
  id: number;
  tone: 'error' | 'info' | 'success';
  /** Either a translation key (with params) or a text that came from the server as is. */
  key?: string;
  params?: Record<string, unknown>;
  text?: string;
}

export interface NoticeStore {
  push(notice: Omit<Notice, 'id'>): void;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  snapshot(): readonly Notice[];
}

export function createNoticeStore(
  durationMs: number,
  timers: Pick<typeof globalThis, 'setTimeout'> = globalThis,
): NoticeStore {
  let notices: readonly Notice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const same = (a: Omit<Notice, 'id'>, b: Notice) => a.key === b.key && a.text === b.text && a.tone === b.tone;

  const store: NoticeStore = {
    push(notice) {
      if (notices.some((n) => same(notice, n))) return;
      const id = nextId++;
      notices = [...notices, { ...notice, id }];
      emit();
      timers.setTimeout(() => store.dismiss(id), durationMs);
    },
    dismiss(id) {
      if (!notices.some((n) => n.id === id)) return;
      notices = notices.filter((n) => n.id !== id);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => notices,
  };
  return store;
}
