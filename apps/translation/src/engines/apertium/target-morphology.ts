import { Logger } from '@nestjs/common';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ApertiumMode, isGeneratorStage } from './apertium-modes';
import { readForm, splitStream, splitUnescaped, streamEscape } from './apertium-glossary';
import { toApertiumStream } from './apertium-stream';
import { NulProcess } from './nul-process';
import type { Dictionary, Reading } from './rendering-shape';

export type { Dictionary, Reading } from './rendering-shape';

interface DictionaryCommands {
  analyser: string;
  generator: string;
}

const CACHE_LIMIT = 20_000;
const NONE: Dictionary = { analyse: () => Promise.resolve([]), generate: (u) => Promise.resolve(u.map(() => null)) };

/**
 * The target language's own analysers and generators, asked about the words of glossary
 * renderings (which word is the head, what agrees with it, and its other forms). Each is a warm
 * `lt-proc` process, started on the first glossary term that needs it; answers are cached.
 */
export class TargetMorphology {
  private readonly processes = new Map<string, NulProcess>();
  private readonly cache = new Map<string, Reading[] | string | null>();
  /** largestCommands by language: worked out once (it reads the dictionaries' sizes from disk). */
  private readonly richest = new Map<string, DictionaryCommands | null>();

  constructor(
    private readonly modes: ApertiumMode[],
    private readonly logger: Logger,
  ) {}

  /**
   * The mode's own dictionary: the analyser of its reverse mode and its own generator, so a lemma
   * read here is one the pipeline's generator inflects.
   */
  of(mode: ApertiumMode): Dictionary {
    const { analyser, generator } = this.ownCommands(mode);
    return this.dictionary(analyser, generator);
  }

  /**
   * The largest dictionary of the language among the installed packages (es-pt's Portuguese
   * lacks `colateral`, por-cat's has it): for the words around a head, which the service
   * inflects itself. Analyser and generator come from the same package, so their tags agree.
   */
  largest(language: string): Dictionary {
    const commands = this.largestCommands(language);
    return commands ? this.dictionary(commands.analyser, commands.generator) : NONE;
  }

  /**
   * Starts the processes of(mode) and largest(mode.target) use, so the first glossary term does
   * not wait for them to load their dictionaries (about a second for Spanish).
   */
  start(mode: ApertiumMode): void {
    const own = this.ownCommands(mode);
    const largest = this.largestCommands(mode.target);
    for (const command of [own.analyser, own.generator, largest?.analyser, largest?.generator])
      if (command) this.process(command).start();
  }

  private ownCommands(mode: ApertiumMode): { analyser: string | null; generator: string | null } {
    const fromTarget = this.modes.filter((m) => m.source === mode.target && !m.targetVariant);
    const reverse = fromTarget.find((m) => m.target === mode.source) ?? fromTarget.at(0);
    return { analyser: reverse?.stages[0] ?? null, generator: generatorOf(mode) };
  }

  private largestCommands(language: string): DictionaryCommands | null {
    let commands = this.richest.get(language);
    if (commands === undefined) {
      const candidates = this.modes
        .filter((m) => m.target === language && !m.targetVariant)
        .flatMap((into) => {
          const generator = generatorOf(into);
          const from = this.modes.find(
            (m) => m.source === language && m.stages[0] && generator && dataDir(m.stages[0]) === dataDir(generator),
          );
          return from && generator ? [{ analyser: from.stages[0], generator, size: dataSize(from.stages[0]) }] : [];
        })
        .sort((a, b) => b.size - a.size);
      commands = candidates[0] ?? null;
      this.richest.set(language, commands);
    }
    return commands;
  }

  stop(): void {
    for (const process of this.processes.values()) process.stop(new Error('stopped'), true);
  }

  private dictionary(analyser: string | null, generator: string | null): Dictionary {
    return {
      analyse: (word) => (analyser ? this.analyse(analyser, word) : Promise.resolve([])),
      generate: (units) => (generator ? this.generate(generator, units) : Promise.resolve(units.map(() => null))),
    };
  }

  private async analyse(command: string, word: string): Promise<Reading[]> {
    const key = `${command}\0${word}`;
    const cached = this.cache.get(key);
    if (Array.isArray(cached)) return cached;
    const stream = (await this.process(command).send(toApertiumStream(word))).toString('utf8');
    const unit = splitStream(stream).find((p) => 'lu' in p);
    const readings = (unit && 'lu' in unit ? splitUnescaped(unit.lu, '/').slice(1) : [])
      .filter((r) => !r.startsWith('*') && !r.startsWith('#'))
      .map((r) => {
        const { lemma, tags, queue } = readForm(r);
        // A multi-word reading (`tarjeta<n><f><sg># de crédito`) keeps its queue with the lemma.
        return { lemma: queue ? `${lemma}${queue}` : lemma, tags };
      });
    this.remember(key, readings);
    return readings;
  }

  private async generate(command: string, units: Reading[]): Promise<(string | null)[]> {
    const keys = units.map(unitOf);
    const missing = [...new Set(keys.filter((k) => !this.cache.has(`${command}\0${k}`)))];
    if (missing.length > 0) {
      // One unit a line: blanks come back as they went, so the answer splits the same way. lt-proc
      // answers a NUL only after a blank, hence the empty superblank at the end.
      const answer = (await this.process(command).send(`${missing.join('\n')}[]`)).toString('utf8');
      const lines = answer.replace(/\[\]$/, '').split('\n');
      missing.forEach((k, i) => {
        // `~` marks a word for the post-generator's contractions: these forms are written out as they are.
        const surface = (lines[i] ?? '').split('/')[0].replace(/~/g, '').trim();
        this.remember(`${command}\0${k}`, surface === '' || /[#@*^]/.test(surface) ? null : surface);
      });
    }
    return keys.map((k) => {
      const surface = this.cache.get(`${command}\0${k}`);
      return typeof surface === 'string' ? surface : null;
    });
  }

  private process(command: string): NulProcess {
    let process = this.processes.get(command);
    if (!process) {
      process = new NulProcess(command, 'glossary morphology', this.logger);
      this.processes.set(command, process);
    }
    return process;
  }

  private remember(key: string, value: Reading[] | string | null): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, value);
  }
}

/**
 * The mode's generator's data, run plainly (fra-cat's stage adds `-b`), marking what it cannot
 * generate (`-g`: `#lemma`) instead of hiding it.
 */
function generatorOf(mode: ApertiumMode): string | null {
  const stage = mode.stages.find(isGeneratorStage);
  return stage ? `lt-proc -z -g '${dataFile(stage)}'` : null;
}

function dataFile(stage: string): string {
  return /'([^']+\.bin)'/.exec(stage)?.[1] ?? '';
}

function dataDir(stage: string): string {
  return dirname(dataFile(stage));
}

function dataSize(stage: string): number {
  try {
    return statSync(dataFile(stage)).size;
  } catch {
    return 0;
  }
}

/** `^lemma<tags>$`, a multi-word lemma's queue after the tags (`^tarjeta<n><f><pl># de crédito$`). */
function unitOf({ lemma, tags }: Reading): string {
  const [base, ...queue] = lemma.split('#');
  const tail = queue.length > 0 ? `#${queue.join('#')}` : '';
  return `^${streamEscape(base)}${tags.map((t) => `<${t}>`).join('')}${tail}$`;
}
