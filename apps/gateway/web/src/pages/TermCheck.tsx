import { useMemo, useState } from 'preact/hooks';
import { Alert } from '../components/Alert';
import { GlossarySelect } from '../components/GlossarySelect';
import { Highlighted } from '../components/Highlighted';
import { Select, TextArea } from '../components/Select';
import { useAction } from '../components/use-action';
import type { Glossary, Organization, TermCount } from '../types';
import { workspace } from '../workspace-api';
import { TermCheckReport } from './TermCheckReport';

/** CONTRACT "Web workspace": the term counter on a source and its translation, matches highlighted. */
export function TermCheck({ org }: { org: Organization }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [glossary, setGlossary] = useState<Glossary | null>(null);
  const [pair, setPair] = useState({ source: '', target: '' });
  const [texts, setTexts] = useState({ source: '', target: '' });
  const [result, setResult] = useState<{ count: TermCount; source: string; target: string } | null>(null);
  const { busy, error, run } = useAction();

  const choose = (next: Glossary | null) => {
    setGlossary(next);
    const [source = '', target = ''] = next?.languages ?? [];
    setPair({ source, target: target || source });
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!glossary) return;
    setResult(null);
    await run(async () => {
      const count = await api.send<TermCount>('POST', `/translation/glossaries/${glossary.id}/terms/count`, {
        sourceLanguage: pair.source,
        sourceText: texts.source,
        targetLanguage: pair.target,
        targetText: texts.target,
      });
      setResult({ count, ...texts });
    });
  };
  const languages = (glossary?.languages ?? []).map((l) => ({ value: l, label: l }));

  return (
    <>
      <form class="workspace" onSubmit={(e) => void submit(e)}>
        <div class="pickers">
          <GlossarySelect
            api={api}
            label="Glossary"
            none="Choose a glossary"
            value={glossary?.id ?? ''}
            onChange={choose}
          />
          <Select
            label="Source language"
            value={pair.source}
            choices={languages}
            onChange={(source) => {
              setPair((p) => ({ ...p, source }));
            }}
          />
          <Select
            label="Translation language"
            value={pair.target}
            choices={languages}
            onChange={(target) => {
              setPair((p) => ({ ...p, target }));
            }}
          />
        </div>
        <div class="panes">
          <TextArea
            label="Source text"
            value={texts.source}
            maxLength={100_000}
            onInput={(source) => {
              setTexts((t) => ({ ...t, source }));
            }}
          />
          <TextArea
            label="Translation to check"
            value={texts.target}
            maxLength={100_000}
            onInput={(target) => {
              setTexts((t) => ({ ...t, target }));
            }}
          />
        </div>
        <button type="submit" class="primary" disabled={busy || !glossary || !texts.source.trim()}>
          {busy ? 'Checking…' : 'Check terms'}
        </button>
        <Alert message={error} />
      </form>
      {result && (
        <section aria-labelledby="check-title">
          <h2 id="check-title">Terms found</h2>
          <div class="panes">
            <Highlighted
              label="Source text"
              text={result.source}
              matches={result.count.source.matches}
              ambiguous={result.count.source.ambiguousMatches}
            />
            {result.count.target && (
              <Highlighted
                label="Translation"
                text={result.target}
                matches={result.count.target.matches}
                ambiguous={result.count.target.ambiguousMatches}
              />
            )}
          </div>
          <TermCheckReport count={result.count} />
        </section>
      )}
    </>
  );
}
