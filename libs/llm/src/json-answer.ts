/**
 * Reads the JSON object of a model answer. Servers that honour `json_schema` send bare JSON;
 * others wrap it in a Markdown fence or add a sentence around it, so the outermost object is
 * taken from the text. Throws an Error saying what was wrong (the caller retries once).
 */
export function parseJsonAnswer(text: string | null | undefined): unknown {
  if (text == null || text.trim() === '') throw new Error('the answer is empty');
  const trimmed = text.trim();
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  const body = fenced ? fenced[1].trim() : trimmed;
  try {
    return JSON.parse(body);
  } catch {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(body.slice(start, end + 1));
      } catch {
        /* reported below */
      }
    }
  }
  throw new Error(`the answer is not JSON: ${preview(text)}`);
}

export function preview(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
