/**
 * Finnish dictionary forms through libvoikko (Debian libvoikko1 + voikko-fi, GPL, loaded as a
 * shared library through koffi): the BASEFORM of each analysis.
 */
import { cFunction, loadKoffi } from './native';
import type { Lemmatizer } from './types';

export function voikkoLemmatizer(language: string): Lemmatizer | null {
  try {
    const koffi = loadKoffi();
    const lib = koffi.load('libvoikko.so.1');
    const init = cFunction<(error: (string | null)[], langcode: string, path: string | null) => unknown>(
      lib,
      'void* voikkoInit(_Out_ const char** error, const char* langcode, const char* path)',
    );
    const analyzeWord = cFunction<(handle: unknown, word: string) => unknown>(
      lib,
      'void** voikkoAnalyzeWordCstr(void* handle, const char* word)',
    );
    const value = cFunction<(analysis: unknown, key: string) => unknown>(
      lib,
      'void* voikko_mor_analysis_value_cstr(void* analysis, const char* key)',
    );
    const freeValue = cFunction<(value: unknown) => void>(lib, 'void voikko_free_mor_analysis_value_cstr(void* value)');
    const freeAnalysis = cFunction<(analysis: unknown) => void>(lib, 'void voikko_free_mor_analysis(void** analysis)');
    const error: (string | null)[] = [null];
    const handle = init(error, language, null);
    if (!handle) return null;
    const readList = (list: unknown): unknown[] => {
      const out: unknown[] = [];
      for (let i = 0; ; i++) {
        const p = koffi.decode(list, i * koffi.sizeof('void*'), 'void*') as unknown;
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
          lemmas.add(koffi.decode(v, 'char', -1) as string);
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
