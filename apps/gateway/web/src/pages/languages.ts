import type { Choice } from '../components/Select';
import type { Language } from '../types';

/** Language names of the engine's list, with the code where a target is not in it. */
export function nameOf(languages: Language[], code: string): string {
  return languages.find((l) => l.language === code)?.name ?? code;
}

/** Source choices: `auto` first, then every language the engine translates from. */
export function sourceChoices(languages: Language[]): Choice[] {
  return [
    { value: 'auto', label: 'Detect language' },
    ...languages.filter((l) => l.targets.length > 0).map((l) => ({ value: l.language, label: l.name })),
  ];
}

/**
 * Target choices: the source's pairs only, those through a bridge language marked; with `auto`,
 * every language some source reaches (the detected source decides the pair).
 */
export function targetChoices(languages: Language[], source: string): Choice[] {
  if (source === 'auto') {
    const codes = [...new Set(languages.flatMap((l) => l.targets))];
    return codes
      .map((code) => ({ value: code, label: nameOf(languages, code) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }
  const from = languages.find((l) => l.language === source);
  if (!from) return [];
  return from.targets.map((code) => {
    const via = from.pivoted.find((p) => p.language === code)?.via;
    const name = nameOf(languages, code);
    return { value: code, label: via ? `${name} (via ${nameOf(languages, via)})` : name };
  });
}
