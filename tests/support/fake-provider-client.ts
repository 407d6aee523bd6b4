import type * as v from 'valibot';
import { ApiError } from '../../src/api/api-error';
import { parseData } from '../../src/api/parse';
import type { ProviderClient } from '../../src/api/provider-client';

/**
 * A ProviderClient for tests: answers each path with canned data (or an error) and parses it with
 * the caller's real schema, so tests exercise the schemas and the request bodies, not a mocked fetch.
 */
export function createFakeProviderClient(answers: Record<string, unknown | ApiError>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const client: ProviderClient = {
    async post<S extends v.GenericSchema>(
      path: string,
      body: Record<string, unknown>,
      schema: S,
    ): Promise<v.InferOutput<S>> {
      calls.push({ path, body });
      const answer = answers[path];
      if (answer instanceof ApiError) throw answer;
      return parseData(schema, answer, path);
    },
  };
  return { client, calls };
}
