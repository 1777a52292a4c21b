import { getMetadataStorage } from 'class-validator';

/** A rule as class-validator stores it; read only by class-validator itself. */
type ValidationMetadata = object;

type Lookup = (
  target: object,
  targetSchema: string,
  always: boolean,
  strictGroups: boolean,
  groups?: string[],
) => ValidationMetadata[];

interface Storage {
  getTargetValidationMetadatas: Lookup;
  addValidationMetadata(metadata: ValidationMetadata): void;
}

const MEMOIZED = Symbol.for('app.validation-metadata-memoized');

/**
 * class-validator looks up a class's rules on every `validate()` call by filtering and copying
 * every rule of the class and of its ancestors (`getTargetValidationMetadatas`): the largest single
 * cost of validation, paid at the gateway and again at the service for each message (about 2 %
 * of each one's CPU on a cached translation, README.md in this folder). The rules change only when
 * a decorated class is loaded, so the lookup is kept per class and options until the next rule
 * is added. The executor reads the list it gets and never changes it. Idempotent.
 */
export function memoizeValidationMetadata(): void {
  const storage = getMetadataStorage() as unknown as Storage & { [MEMOIZED]?: true };
  if (storage[MEMOIZED]) return;
  storage[MEMOIZED] = true;
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let cache = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  storage.addValidationMetadata = (metadata) => {
    cache = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, targetSchema, always, strictGroups, groups) => {
    const key = `${targetSchema}\u0000${String(always)}\u0000${String(strictGroups)}\u0000${groups === undefined ? '\u0001' : groups.join('\u0000')}`;
    let byOptions = cache.get(target);
    if (!byOptions) cache.set(target, (byOptions = new Map<string, ValidationMetadata[]>()));
    let metadatas = byOptions.get(key);
    if (!metadatas) byOptions.set(key, (metadatas = lookup(target, targetSchema, always, strictGroups, groups)));
    return metadatas;
  };
}
