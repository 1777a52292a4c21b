import { useId, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { Memory, MemoryImport } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert } from './Alert';
import { chosenPair, pairChoices } from './MemoryLookup';
import { Select } from './Select';
import { useAction } from './use-action';

const FORMATS = [
  { value: 'tmx', label: 'TMX' },
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV' },
  { value: 'xlsx', label: 'Excel (XLSX)' },
];

/** CONTRACT "Translation memories": export in four formats; import (editors) with what each unit became. */
export function MemoryFiles(props: { api: Workspace; memory: Memory; editor: boolean; onImported: () => void }) {
  const [format, setFormat] = useState('tmx');
  const pairs = pairChoices(props.memory);
  const [picked, setPair] = useState('');
  const pair = chosenPair(pairs, picked);
  const [error, setError] = useState<string | null>(null);
  const exportFile = async () => {
    try {
      setError(null);
      // A table holds one language pair; TMX holds them all.
      const [source, target] = pair.split('|');
      const table = format !== 'tmx' && source ? `&sourceLanguage=${source}&targetLanguage=${target}` : '';
      const path = `/translation/memories/${props.memory.id}/export?format=${format}${table}`;
      await props.api.download(path, `${props.memory.name}.${format}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <section class="panel" aria-labelledby="memory-files-title">
      <h3 id="memory-files-title">Files</h3>
      <div class="inline">
        <Select label="Export format" value={format} choices={FORMATS} onChange={setFormat} />
        {format !== 'tmx' && pairs.length > 1 && (
          <Select label="Language pair" value={pair} choices={pairs} onChange={setPair} />
        )}
        <button type="button" onClick={() => void exportFile()}>
          Export
        </button>
      </div>
      <Alert message={error} />
      {props.editor && <ImportForm {...props} />}
    </section>
  );
}

function ImportForm(props: { api: Workspace; memory: Memory; onImported: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<MemoryImport | null>(null);
  const { busy, error, run } = useAction();
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!file) return;
    setOutcome(null);
    const form = new FormData();
    form.append('file', file);
    await run(async () => {
      const envelope = await props.api.upload<MemoryImport>(`/translation/memories/${props.memory.id}/import`, form);
      setOutcome(envelope.data ?? null);
      props.onImported();
    });
  };
  return (
    <form aria-label="Import units" onSubmit={(e) => void submit(e)}>
      <label for={fileId}>Memory file (TMX, CSV, TSV or XLSX)</label>
      <input
        id={fileId}
        type="file"
        required
        accept=".tmx,.xml,.csv,.tsv,.xlsx"
        onChange={(e) => {
          setFile(e.currentTarget.files?.[0] ?? null);
        }}
      />
      <p class="hint">Tables need a header row of language codes, the source language first.</p>
      <button type="submit" class="primary" disabled={busy || !file}>
        {busy ? 'Importing…' : 'Import'}
      </button>
      <Alert message={error} />
      {outcome && <ImportOutcome outcome={outcome} />}
    </form>
  );
}

function ImportOutcome({ outcome }: { outcome: MemoryImport }) {
  const { imported, updated, skipped, failed } = outcome;
  return (
    <div role="status">
      <p>
        {imported.toLocaleString()} imported, {updated.toLocaleString()} updated, {skipped.toLocaleString()} skipped
        (already stored), {failed.length.toLocaleString()} failed.
      </p>
      {failed.length > 0 && (
        <ul class="failures" aria-label="Failed units">
          {failed.map((f) => (
            <li key={`${f.unit}-${f.line}`}>
              Unit {f.unit + 1} (line {f.line}): {f.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
