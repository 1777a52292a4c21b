/** A body the gateway will not read, shaped as body-parser's refusals were (`status`, `type`), which the error filter maps. */
export const bodyRefusal = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, type });
