import { po } from 'gettext-parser';
import { SourceEntry, SourceParseError } from './source-entry';

/**
 * gettext PO: the key is the `msgid` (prefixed by `msgctxt|` when there is a context), the
 * text is the `msgid`; a plural adds an entry for `msgid_plural`. The header entry is skipped.
 */
export function parsePoSource(bytes: Buffer): SourceEntry[] {
  let parsed: ReturnType<typeof po.parse>;
  try {
    parsed = po.parse(bytes, 'utf-8');
  } catch (error) {
    throw new SourceParseError(`The PO source does not parse: ${(error as Error).message}`);
  }
  const entries: SourceEntry[] = [];
  for (const [context, messages] of Object.entries(parsed.translations)) {
    for (const message of Object.values(messages)) {
      if (!message.msgid) continue;
      const key = context ? `${context}|${message.msgid}` : message.msgid;
      entries.push({ key, text: message.msgid });
      const plural: unknown = message.msgid_plural;
      if (typeof plural === 'string' && plural) entries.push({ key: `${key}[plural]`, text: plural });
    }
  }
  return entries;
}
