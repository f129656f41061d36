import type { RecordedEvent } from './port';

/** Lifts one event type from `fromVersion` to `fromVersion + 1`. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * Upcasters per event type and version. On read, an event stored with an older schema
 * version is lifted step by step to the newest version known for its type.
 */
export class UpcasterRegistry {
  private readonly steps = new Map<string, Map<number, Upcaster>>();

  register(type: string, fromVersion: number, upcast: Upcaster): this {
    const forType = this.steps.get(type) ?? new Map<number, Upcaster>();
    forType.set(fromVersion, upcast);
    this.steps.set(type, forType);
    return this;
  }

  upcast(event: RecordedEvent): RecordedEvent {
    const forType = this.steps.get(event.type);
    if (!forType) return event;
    let { data, schemaVersion } = event;
    for (let step = forType.get(schemaVersion); step; step = forType.get(schemaVersion)) {
      data = step(data);
      schemaVersion += 1;
    }
    return schemaVersion === event.schemaVersion ? event : { ...event, data, schemaVersion };
  }
}

export const noUpcasters = new UpcasterRegistry();
