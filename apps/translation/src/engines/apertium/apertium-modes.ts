import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toApiLanguage } from '../language-codes';

/** One installed Apertium translation mode (a `.mode` file), described in API language codes. */
export interface ApertiumMode {
  /** Mode name, e.g. `eng-spa` or `es-pt_BR`. */
  name: string;
  source: string;
  target: string;
  /** Region or variant of the target (`BR`, `valencia`), if the mode is one. */
  targetVariant?: string;
  /** The mode's pipeline as one shell command, every stage null-flushing. */
  command: string;
}

// `eng-spa`, `es-pt_BR`, `eng-cat_valencia`; spelling sub-variants (`_iec2017`, `_uni`) are skipped.
const MODE_NAME = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Z]{2}|[a-z]{5,8}))?$/;
// Stages that do not understand -z (APY's list).
const NO_NULL_FLUSH = /^(vislcg3|cg-mwesplit|hfst-tokeni[sz]e|divvun-suggest)$/;

/**
 * Turns a mode file into a null-flushing pipeline, as APY does: `$1` becomes the generator
 * option (`-n`: unknown words without `*` marks), `$2` disappears, every stage gets `-z`.
 */
export function parseModeCommand(modeText: string): string {
  return modeText
    .trim()
    .split('|')
    .map((stage) => {
      const cmd = stage.replace(/\$2/g, '').replace(/\$1/g, '-n').trim();
      const program = cmd.split(/\s+/)[0];
      return NO_NULL_FLUSH.test(program) ? cmd : cmd.replace(/^(\S+)/, '$1 -z');
    })
    .join(' | ');
}

/**
 * Serbo-Croatian (`hbs`) is one Apertium language with a region per standard: clients ask for
 * Croatian, Serbian or Bosnian (`hr`, `sr`, `bs`), as with DeepL and Google.
 */
const HBS_STANDARDS: Record<string, string> = { HR: 'hr', SR: 'sr', BS: 'bs' };

/** The directions a mode serves, in API codes; none when its name or languages are not usable. */
export function describeMode(name: string, modeText: string): ApertiumMode[] {
  const m = MODE_NAME.exec(name);
  if (!m) return [];
  const [, from, to, variant] = m;
  const sources = from === 'hbs' ? Object.values(HBS_STANDARDS) : [toApiLanguage(from)];
  let target: string | null = toApiLanguage(to);
  let targetVariant: string | undefined = variant;
  if (to === 'hbs') {
    // The variant names the standard; a mode without one has no standard a client could ask for.
    target = variant ? (HBS_STANDARDS[variant] ?? null) : null;
    targetVariant = undefined;
  }
  if (target === null) return [];
  const command = parseModeCommand(modeText);
  return sources
    .filter((source): source is string => source !== null && source !== target)
    .map((source) => ({ name, source, target, targetVariant, command }));
}

/** Every usable translation mode installed in `modesDir` (Debian: /usr/share/apertium/modes). */
export function discoverModes(modesDir: string): ApertiumMode[] {
  let files: string[];
  try {
    files = readdirSync(modesDir).filter((f) => f.endsWith('.mode'));
  } catch {
    return [];
  }
  const modes: ApertiumMode[] = [];
  for (const file of files.sort()) {
    const text = repairModePaths(readFileSync(join(modesDir, file), 'utf8'), existsSync);
    // A mode whose data is missing would fail on every text: it is not offered at all.
    if (text !== null) modes.push(...describeMode(file.slice(0, -'.mode'.length), text));
  }
  return modes;
}

/**
 * Debian's apertium-eo-es and apertium-eo-ca install their data under `apertium-es-eo/` and
 * `apertium-ca-eo/` while their modes name `apertium-eo-es/` and `apertium-eo-ca/`. A data file
 * that is missing is looked for in the folder named the other way round; null when a file is
 * still missing (the mode cannot run).
 */
export function repairModePaths(modeText: string, exists: (path: string) => boolean): string | null {
  const missing: string[] = [];
  const repaired = modeText.replace(/'(\/[^']+)'/g, (quoted, path: string) => {
    if (exists(path)) return quoted;
    const swapped = path.replace(/\/apertium-([a-z_]+)-([a-z_]+)\//, '/apertium-$2-$1/');
    if (swapped !== path && exists(swapped)) return `'${swapped}'`;
    missing.push(path);
    return quoted;
  });
  return missing.length === 0 ? repaired : null;
}
