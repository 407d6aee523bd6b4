import { describe, expect, it } from 'vitest';
import type { FeatureDeps } from './feature-deps';
import { createFeatureServices } from './feature-services';

// Every feature's group, found by its file name (not by the join's list), so a group left out of the join fails here.
const groupFiles = import.meta.glob<Record<string, unknown>>('./*/services.ts', { eager: true });

// Building the loaders calls no client (each builds its calls on first use), so empty deps do.
const deps = {} as FeatureDeps;

describe('feature services', () => {
  it('joins every feature group, and no two groups declare the same call', () => {
    const names = Object.values(groupFiles).flatMap((module) =>
      Object.values(module).flatMap((group) => (group && typeof group === 'object' ? Object.keys(group) : [])),
    );
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(createFeatureServices(deps)).sort()).toEqual([...names].sort());
  });

  it('hands screens loaders only (a call group loads on its first use)', () => {
    for (const value of Object.values(createFeatureServices(deps))) expect(typeof value).toBe('function');
  });
});
