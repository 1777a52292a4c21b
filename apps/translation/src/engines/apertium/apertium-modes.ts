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
  /** The mode's stages as shell commands, every one null-flushing. */
  stages: string[];
  /** Whether inline markup can travel as word-bound blanks (apertium-markup.ts). */
  wordbound: boolean;
}

/**
 * Word-bound blanks (`[[…]]word[[/]]`) need `apertium-wblank-attach` after the analyser and
 * `apertium-wblank-detach` before the generator, where `apertium-wblank-mode` puts them; the
 * tagger fails on them otherwise. A mode whose first stage is not lt-proc's analyser or that has
 * no generator is left as it is (markup goes as superblanks there).
 */
export function withWordboundBlanks(stages: string[]): { stages: string[]; wordbound: boolean } {
  const generator = stages.findIndex(isGeneratorStage);
  if (generator <= 0 || programOf(stages[0]) !== 'lt-proc') return { stages, wordbound: false };
  return {
    stages: [
      stages[0],
      'apertium-wblank-attach -z',
      ...stages.slice(1, generator),
      'apertium-wblank-detach -z',
      ...stages.slice(generator),
    ],
    wordbound: true,
  };
}

// `eng-spa`, `es-pt_BR`, `eng-cat_valencia`; spelling sub-variants (`_iec2017`, `_uni`) are skipped.
const MODE_NAME = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Z]{2}|[a-z]{5,8}))?$/;
// Stages that do not understand -z (APY's list).
const NO_NULL_FLUSH = /^(vislcg3|cg-mwesplit|hfst-tokeni[sz]e|divvun-suggest)$/;

/**
 * Turns a mode file into a null-flushing pipeline, as APY does: `$1` becomes the generator
 * option (`-n`: unknown words without `*` marks), `$2` disappears, every stage gets `-z`. A few
 * modes (afr-nld, hbs-mkd) write `-g` where `$1` belongs: marks there too would be the only `*`s
 * the service answers, and the generator would not be found for glossary terms.
 */
export function parseModeStages(modeText: string): string[] {
  return modeText
    .trim()
    .split('|')
    .map((stage) => stage.replace(/\$2/g, '').replace(/\$1/g, '-n').trim())
    .map((stage) => (/^lt-proc -g .*autogen\.bin'?$/.test(stage) ? stage.replace(' -g ', ' -n ') : stage))
    .flatMap(separateBilingualLookup)
    .map((cmd) => (NO_NULL_FLUSH.test(programOf(cmd)) ? cmd : cmd.replace(/^(\S+)/, '$1 -z')));
}

/**
 * `apertium-transfer t1x t1x.bin autobil.bin` looks words up in the bilingual dictionary itself
 * (es-pt, es-gl). Written as `lt-proc -b autobil.bin | apertium-transfer -b t1x t1x.bin`, the same
 * answers (checked on the es-pt corpus) come with the lookup's output in reach, where glossary
 * terms are placed.
 */
function separateBilingualLookup(stage: string): string[] {
  const words = stage.split(/\s+/);
  const last = words[words.length - 1];
  if (words[0] !== 'apertium-transfer' || words.includes('-b') || !last.includes('autobil.bin')) return [stage];
  const paths = words.filter((w) => w.startsWith("'") || w.startsWith('/'));
  if (paths.length !== 3) return [stage];
  const options = words.slice(1).filter((w) => !paths.includes(w));
  return [`lt-proc -b ${last}`, ['apertium-transfer', ...options, '-b', paths[0], paths[1]].join(' ')];
}

export function programOf(stage: string): string {
  return stage.split(/\s+/)[0];
}

/** The bilingual lookup (`lt-proc -b …autobil.bin`), whose output carries source and target of each word. */
export function isBilingualStage(stage: string): boolean {
  return programOf(stage) === 'lt-proc' && /\s-b\s/.test(stage);
}

/** The generator (the mode file's `$1` stage, `lt-proc -n …autogen.bin` once parsed). */
export function isGeneratorStage(stage: string): boolean {
  return programOf(stage) === 'lt-proc' && /\s-n\s/.test(stage) && stage.includes('autogen.bin');
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
  const { stages, wordbound } = withWordboundBlanks(parseModeStages(modeText));
  return sources
    .filter((source): source is string => source !== null && source !== target)
    .map((source) => ({ name, source, target, targetVariant, stages, wordbound }));
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
