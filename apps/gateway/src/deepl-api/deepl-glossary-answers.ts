import { DescribedGlossary } from './deepl-glossaries.service';

/** DeepL's v2 glossary: one direction, its first dictionary. */
export function v2Glossary({ glossary, dictionaries }: DescribedGlossary) {
  const [first] = dictionaries;
  return {
    glossary_id: glossary.id,
    name: glossary.name,
    ready: true,
    source_lang: first.sourceLang,
    target_lang: first.targetLang,
    creation_time: glossary.createdAt,
    entry_count: first.entryCount,
  };
}

/** DeepL's v3 (multilingual) glossary: every direction with entries. */
export function v3Glossary({ glossary, dictionaries }: DescribedGlossary) {
  return {
    glossary_id: glossary.id,
    name: glossary.name,
    creation_time: glossary.createdAt,
    dictionaries: dictionaries.map((d) => ({
      source_lang: d.sourceLang,
      target_lang: d.targetLang,
      entry_count: d.entryCount,
    })),
  };
}
