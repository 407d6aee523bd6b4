import * as v from 'valibot';
import { ApiError } from './api-error';

/** Parses server data at the boundary: a bad payload fails here with the path and the issue. */
export function parseData<S extends v.GenericSchema>(schema: S, data: unknown, path: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new ApiError('malformed', `Unexpected response from ${path}: ${v.summarize(result.issues)}`, { path, data });
  }
  return result.output;
}
