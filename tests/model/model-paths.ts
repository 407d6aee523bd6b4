import type { AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The test model of a written-out chart (flat: one level of states, events without payload) and its
 * paths: every state by its shortest path, then every transition once (the shortest way to its
 * source, then it). Shared by the live-room and presenter-stream models.
 */
export function flatModelPaths<TEvent extends string>(machine: AnyStateMachine) {
  // A state is its value (the default key also holds how it was reached).
  const model = createTestModel(machine, { serializeState: (state) => JSON.stringify(state.value) } as Parameters<
    typeof createTestModel
  >[1]);
  type ModelPath = ReturnType<typeof model.getShortestPaths>[number];

  const eventsOf = (path: ModelPath): TEvent[] =>
    path.steps.map((s) => s.event.type).filter((t) => !t.startsWith('xstate.')) as TEvent[];

  function modelPaths(): Array<{ title: string; path: ModelPath }> {
    const shortest = new Map<string, ModelPath>();
    for (const p of model.getShortestPaths({ allowDuplicatePaths: true })) {
      const name = String(p.state.value);
      const known = shortest.get(name);
      if (!known || p.steps.length < known.steps.length) shortest.set(name, p);
    }
    const out = [...shortest.values()].map((path) => ({
      title: `shortest to ${String(path.state.value)}: ${eventsOf(path).join(' → ') || '(start)'}`,
      path,
    }));
    for (const [name, node] of Object.entries(machine.root.states)) {
      const to = shortest.get(name);
      if (!to) throw new Error(`no path to ${name}`);
      for (const [event, target] of Object.entries(node.config.on ?? {})) {
        const events = [...eventsOf(to), event].map((type) => ({ type }));
        for (const path of model.getPathsFromEvents(events as never)) {
          out.push({
            title: `${name} --${event}--> ${String(target)}: ${events.map((e) => e.type).join(' → ')}`,
            path,
          });
        }
      }
    }
    return out;
  }

  return { model, eventsOf, modelPaths };
}
