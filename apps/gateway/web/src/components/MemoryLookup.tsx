import { useId, useState } from 'preact/hooks';
import type { LookupMatch, Memory } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert } from './Alert';
import { Select, TextArea } from './Select';
import { useAction } from './use-action';

/** The memory's language pairs as choices, `source|target`. */
export function pairChoices(memory: Memory) {
  return memory.languagePairs.map((p) => ({
    value: `${p.sourceLanguage}|${p.targetLanguage}`,
    label: `${p.sourceLanguage} → ${p.targetLanguage} (${p.units.toLocaleString()} units)`,
  }));
}

export function chosenPair(pairs: { value: string }[], picked: string): string {
  return pairs.some((p) => p.value === picked) ? picked : (pairs[0]?.value ?? '');
}

/** CONTRACT "Translation memories": a sentence looked up, its matches best first with their scores. */
export function MemoryLookup({ api, memory }: { api: Workspace; memory: Memory }) {
  const thresholdId = useId();
  const pairs = pairChoices(memory);
  const [picked, setPair] = useState('');
  // The memory's pairs change with an import: a pair no longer offered falls back to the first.
  const pair = chosenPair(pairs, picked);
  const [text, setText] = useState('');
  const [threshold, setThreshold] = useState(75);
  const [matches, setMatches] = useState<LookupMatch[] | null>(null);
  const { busy, error, run } = useAction();
  if (pairs.length === 0) return <p>Import units to look sentences up in this memory.</p>;

  const submit = async (event: Event) => {
    event.preventDefault();
    setMatches(null);
    await run(async () => {
      const [sourceLanguage, targetLanguage] = pair.split('|');
      const body = { sourceLanguage, targetLanguage, text, threshold, limit: 10 };
      setMatches(await api.send<LookupMatch[]>('POST', `/translation/memories/${memory.id}/lookup`, body));
    });
  };
  return (
    <section class="panel" aria-labelledby="lookup-title">
      <h3 id="lookup-title">Look up a sentence</h3>
      <form onSubmit={(e) => void submit(e)}>
        <div class="pickers">
          <Select label="Lookup language pair" value={pair} choices={pairs} onChange={setPair} />
          <div class="field">
            <label for={thresholdId}>Lowest match (%)</label>
            <input
              id={thresholdId}
              type="number"
              min={1}
              max={100}
              value={threshold}
              onInput={(e) => {
                setThreshold(Number(e.currentTarget.value));
              }}
            />
          </div>
        </div>
        <TextArea label="Sentence to look up" rows={3} value={text} onInput={setText} />
        <button type="submit" class="primary" disabled={busy || !text.trim()}>
          Look up
        </button>
      </form>
      <Alert message={error} />
      {matches && <Matches matches={matches} />}
    </section>
  );
}

function Matches({ matches }: { matches: LookupMatch[] }) {
  if (matches.length === 0) return <p role="status">No unit matches at this level.</p>;
  return (
    <>
      <p role="status">
        {matches.length} {matches.length === 1 ? 'match' : 'matches'}, best first.
      </p>
      <ol class="terms" aria-label="Matches">
        {matches.map((m) => (
          <li key={m.unitId} class="term match unit">
            <strong>{m.score}%</strong>
            {m.adjusted && ' (numbers or placeholders carried over)'}
            <dl>
              <div>
                <dt>Source</dt>
                <dd>{m.source}</dd>
              </div>
              <div>
                <dt>Target</dt>
                <dd>{m.target}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
