/**
 * Finnish dictionary forms through libvoikko (Debian libvoikko1 + voikko-fi, GPL, loaded as a
 * shared library through koffi): the BASEFORM of each analysis.
 */
import type { Lemmatizer } from './types';

export function voikkoLemmatizer(language: string): Lemmatizer | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const koffi = require('koffi');
    const lib = koffi.load('libvoikko.so.1');
    const init = lib.func('void* voikkoInit(_Out_ const char** error, const char* langcode, const char* path)');
    const analyzeWord = lib.func('void** voikkoAnalyzeWordCstr(void* handle, const char* word)');
    const value = lib.func('void* voikko_mor_analysis_value_cstr(void* analysis, const char* key)');
    const freeValue = lib.func('void voikko_free_mor_analysis_value_cstr(void* value)');
    const freeAnalysis = lib.func('void voikko_free_mor_analysis(void** analysis)');
    const error: (string | null)[] = [null];
    const handle = init(error, language, null);
    if (!handle) return null;
    const readList = (list: unknown): unknown[] => {
      const out: unknown[] = [];
      for (let i = 0; ; i++) {
        const p = koffi.decode(list, i * koffi.sizeof('void*'), 'void*');
        if (!p) return out;
        out.push(p);
      }
    };
    return {
      name: 'voikko',
      lemmas: (word) => {
        const list = analyzeWord(handle, word);
        if (!list) return null;
        const lemmas = new Set<string>();
        for (const analysis of readList(list)) {
          const v = value(analysis, 'BASEFORM');
          if (!v) continue;
          lemmas.add(koffi.decode(v, 'char', -1));
          freeValue(v);
        }
        freeAnalysis(list);
        return lemmas.size > 0 ? [...lemmas] : null;
      },
    };
  } catch {
    return null;
  }
}
