/** saxes prefixes its messages with "<file>:<line>:<column>: "; the line is reported on its own. */
export function plainMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/^[^:]*:\d+:\d+: /, '');
}

/** A DOCTYPE naming an external DTD is accepted (never fetched); an internal subset is where entities are declared. */
export function declaresEntities(doctype: string): boolean {
  return doctype.includes('[');
}
