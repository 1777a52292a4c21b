/** One realistic answer per operation (by operationId), shown in /docs and checked against its schema by the lint test. */
export const operationExamples: Record<string, unknown> = {};
