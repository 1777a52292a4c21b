/**
 * OpenAPI 3.0 schemas (what @nestjs/swagger writes) as JSON Schema, which AsyncAPI's default
 * schema format is: `nullable: true` becomes a `null` type or alternative. Only the schemas a
 * document uses are kept, found by following `$ref`s from its roots.
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

export function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!isObject(value)) return value;
  const { nullable, ...rest } = value;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, toJsonSchema(child)]));
  if (nullable !== true) return converted;
  if (typeof converted.type === 'string') return { ...converted, type: [converted.type, 'null'] };
  return { anyOf: [converted, { type: 'null' }] };
}

const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;

/** The component schemas `roots` refer to, directly or through other components. */
export function referencedSchemas(roots: unknown[], components: Record<string, unknown>): Record<string, unknown> {
  const used: Record<string, unknown> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isObject(value)) return;
    const name = typeof value.$ref === 'string' ? COMPONENT_REF.exec(value.$ref)?.[1] : undefined;
    if (name !== undefined && !(name in used) && name in components) {
      used[name] = components[name];
      visit(components[name]);
    }
    Object.values(value).forEach(visit);
  };
  roots.forEach(visit);
  return used;
}
