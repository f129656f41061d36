import type { RecordedEvent } from './port';

/** Lifts one stored payload from `fromVersion` to `fromVersion + 1`. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface UpcastOptions {
  /** Only for streams of this category (`goal` for `goal-<id>`): one old type name may mean two facts. */
  category?: string;
  /** The event's type from `fromVersion + 1` on (a rename). */
  renamedTo?: string;
}

/** What a stream category tells about its older shapes (events/category.ts). */
export interface CategoryHistory {
  name: string;
  history: readonly { type: string; version: number; renamedTo?: string; lift: Upcaster }[];
}

interface Step {
  prefix: string | null;
  renamedTo: string | undefined;
  lift: Upcaster;
}

function stepFor(steps: readonly Step[] | undefined, streamId: string): Step | undefined {
  if (!steps) return undefined;
  for (const step of steps) if (step.prefix === null || streamId.startsWith(step.prefix)) return step;
  return undefined;
}

/**
 * Upcasters per event type and version. On read, an event stored with an older schema version is
 * lifted step by step to the newest version known for its type, possibly under a new type name.
 */
export class UpcasterRegistry {
  private readonly steps = new Map<string, Map<number, Step[]>>();

  static fromCategories(categories: Iterable<CategoryHistory>): UpcasterRegistry {
    const registry = new UpcasterRegistry();
    for (const { name, history } of categories) {
      for (const step of history) registry.register(step.type, step.version, step.lift, { category: name, renamedTo: step.renamedTo });
    }
    return registry;
  }

  register(type: string, fromVersion: number, upcast: Upcaster, options: UpcastOptions = {}): this {
    const forType = this.steps.get(type) ?? new Map<number, Step[]>();
    const steps = forType.get(fromVersion) ?? [];
    const prefix = options.category === undefined ? null : `${options.category}-`;
    if (steps.some((step) => step.prefix === prefix))
      throw new Error(`two upcasters for ${type} v${fromVersion} in ${prefix ?? 'every stream'}`);
    // Category-specific steps are tried before one for every stream.
    steps.splice(prefix === null ? steps.length : 0, 0, { prefix, renamedTo: options.renamedTo, lift: upcast });
    forType.set(fromVersion, steps);
    this.steps.set(type, forType);
    return this;
  }

  /**
   * Lifts the event in place and returns it. The adapters hand over the object they just built for
   * this read, so nothing else sees it change; an event of a type without steps costs one map lookup.
   */
  upcast(event: RecordedEvent): RecordedEvent {
    let forType = this.steps.get(event.type);
    while (forType) {
      const step = stepFor(forType.get(event.schemaVersion), event.streamId);
      if (!step) break;
      event.data = step.lift(event.data);
      event.schemaVersion += 1;
      if (step.renamedTo !== undefined && step.renamedTo !== event.type) {
        event.type = step.renamedTo;
        forType = this.steps.get(event.type);
      }
    }
    return event;
  }
}

export const noUpcasters = new UpcasterRegistry();
