import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toIso6391 } from '../language-codes';

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
}

// `eng-spa`, `es-pt_BR`, `eng-cat_valencia`; spelling sub-variants (`_iec2017`, `_uni`) are skipped.
const MODE_NAME = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Z]{2}|[a-z]{5,8}))?$/;
// Stages that do not understand -z (APY's list).
const NO_NULL_FLUSH = /^(vislcg3|cg-mwesplit|hfst-tokeni[sz]e|divvun-suggest)$/;

/**
 * Turns a mode file into a null-flushing pipeline, as APY does: `$1` becomes the generator
 * option (`-n`: unknown words without `*` marks), `$2` disappears, every stage gets `-z`.
 */
export function parseModeStages(modeText: string): string[] {
  return modeText
    .trim()
    .split('|')
    .flatMap((stage) => separateBilingualLookup(stage.replace(/\$2/g, '').replace(/\$1/g, '-n').trim()))
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

export function describeMode(name: string, modeText: string): ApertiumMode | null {
  const m = MODE_NAME.exec(name);
  if (!m) return null;
  const source = toIso6391(m[1]);
  const target = toIso6391(m[2]);
  if (!source || !target || source === target) return null;
  const variant = m[3];
  return { name, source, target, targetVariant: variant, stages: parseModeStages(modeText) };
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
    const mode = describeMode(file.slice(0, -'.mode'.length), readFileSync(join(modesDir, file), 'utf8'));
    if (mode) modes.push(mode);
  }
  return modes;
}
