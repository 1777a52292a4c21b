/**
 * Text no field of any route may carry: C0 control characters other than tab, line feed and
 * carriage return, and DEL (PostgreSQL refuses NUL in text, the engines and terminals mangle the
 * rest), and lone UTF-16 surrogates (not Unicode text: no UTF-8 encoding exists for them).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextProblem {
  field: string;
  problems: string[];
}

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The problem of one string, or null when it is safe text. */
export function textProblem(field: string, text: string, maxChars = Infinity): string | null {
  const control = CONTROL.exec(text);
  if (control)
    return `${field} must not contain control characters (${codePoint(control[0])} at position ${control.index})`;
  const surrogate = LONE_SURROGATE.exec(text);
  if (surrogate) return `${field} must be Unicode text (a lone surrogate at position ${surrogate.index})`;
  if (text.length > maxChars) return `${field} must be at most ${maxChars} characters long`;
  return null;
}

const join = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * Every string in a request value (body, query or path parameter), keys included, walked without
 * recursion: the one check behind the gateway's "control characters are a 400 naming the field".
 */
export function findTextProblems(value: unknown, root: string, maxChars = Infinity): TextProblem[] {
  const found: TextProblem[] = [];
  const stack: { value: unknown; field: string }[] = [{ value, field: root }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, field } = next;
    if (typeof current === 'string') {
      const problem = textProblem(field || 'value', current, maxChars);
      if (problem) found.push({ field: field || 'value', problems: [problem] });
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, field: join(field, i) }));
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        const keyProblem = textProblem(`a key of ${field || 'the body'}`, key);
        if (keyProblem) found.push({ field: field || 'body', problems: [keyProblem] });
        stack.push({ value: item, field: join(field, key) });
      }
    }
  }
  return found.reverse();
}
