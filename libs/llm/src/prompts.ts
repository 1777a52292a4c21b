import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatMessage, ChatRole } from './llm.client';

const cache = new Map<string, string>();

function readPromptFile(dir: string, name: string): string {
  const path = join(dir, `${name}.md`);
  let text = cache.get(path);
  if (text === undefined) {
    text = readFileSync(path, 'utf8');
    cache.set(path, text);
  }
  return text;
}

/**
 * Replaces every `{{name}}` in one pass, so a value that itself contains `{{...}}` (user text)
 * is never expanded. A placeholder without a value is a programming error and throws.
 */
export function fillTemplate(template: string, vars: Record<string, string | number>, source = 'template'): string {
  return template.replace(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g, (_, key: string) => {
    if (!(key in vars)) throw new Error(`${source}: no value for {{${key}}}`);
    return String(vars[key]);
  });
}

const COMMENT = /<!--[\s\S]*?-->/g;
const ROLE_MARKER = /<!--\s*role:\s*(system|user|assistant)\s*-->/g;

/**
 * The text of `<dir>/<name>.md` with its `{{var}}` placeholders filled. Prompts live in Markdown
 * files beside the code that uses them, so a translator can read and improve them; HTML
 * comments in them are notes for those readers and are not sent.
 */
export function loadPrompt(dir: string, name: string, vars: Record<string, string | number> = {}): string {
  const template = readPromptFile(dir, name).replace(COMMENT, '').trim();
  return fillTemplate(template, vars, `${name}.md`);
}

/**
 * A prompt file split into chat messages at `<!-- role: system -->` / `<!-- role: user -->`
 * markers. Text before the first marker is a note for readers and is not sent.
 */
export function loadChatPrompt(dir: string, name: string, vars: Record<string, string | number> = {}): ChatMessage[] {
  const text = readPromptFile(dir, name);
  const markers = [...text.matchAll(ROLE_MARKER)];
  if (markers.length === 0) throw new Error(`${name}.md has no <!-- role: ... --> marker`);
  return markers.map((marker, i) => {
    const start = marker.index + marker[0].length;
    const end = i + 1 < markers.length ? markers[i + 1].index : text.length;
    const template = text.slice(start, end).replace(COMMENT, '').trim();
    return { role: marker[1] as ChatRole, content: fillTemplate(template, vars, `${name}.md`) };
  });
}
