/** "en, es de" → ["en", "es", "de"]: the server says which code it does not know. */
export function parseCodes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code.length > 0);
}
