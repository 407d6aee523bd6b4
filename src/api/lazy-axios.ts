import type { AxiosInstance, CreateAxiosDefaults } from 'axios';

/**
 * axios is ~21 KB gzip; loading it after the first paint keeps the start-up bundle within its
 * budget (docs/decisions.md). Each client gets its instance on first use and keeps it.
 */
export function lazyAxiosInstance(
  defaults: CreateAxiosDefaults,
  setup: (instance: AxiosInstance) => void = () => {},
): () => Promise<AxiosInstance> {
  let instance: Promise<AxiosInstance> | null = null;
  return () => {
    instance ??= import('axios').then(({ default: axios }) => {
      const created = axios.create(defaults);
      setup(created);
      return created;
    });
    return instance;
  };
}
