import { useEffect, useMemo, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import { Alert } from '../components/Alert';
import { CopyButton } from '../components/CopyButton';
import { GlossarySelect } from '../components/GlossarySelect';
import { MemorySelect } from '../components/MemorySelect';
import { Select, TextArea } from '../components/Select';
import { useAction } from '../components/use-action';
import type { BatchResult, Language, Organization } from '../types';
import { workspace } from '../workspace-api';
import { nameOf, sourceChoices, targetChoices } from './languages';

/** What to translate and how: the pair, the text, a glossary and a memory to apply. */
interface Request {
  sourceLanguage: string;
  targetLanguage: string;
  text: string;
  glossaryId: string;
  memoryId: string;
}

/** CONTRACT "Web workspace": translate a text with the engine's pairs, a glossary, the detected language shown. */
export function Translate({ org }: { org: Organization }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [languages, setLanguages] = useState<Language[] | null>(null);
  const [request, setRequest] = useState<Request>({
    sourceLanguage: 'auto',
    targetLanguage: '',
    text: '',
    glossaryId: '',
    memoryId: '',
  });
  const [translation, setTranslation] = useState('');
  const [detected, setDetected] = useState<string | null>(null);
  const [fromMemory, setFromMemory] = useState<number | null>(null);
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    api.get<Language[]>('/translation/languages').then(setLanguages, (e: unknown) => {
      setError(`The languages cannot be listed: ${errorMessage(e)}`);
    });
  }, [api]);
  const targets = useMemo(
    () => (languages ? targetChoices(languages, request.sourceLanguage) : []),
    [languages, request.sourceLanguage],
  );
  const change = (fields: Partial<Request>) => {
    setRequest((r) => ({ ...r, ...fields }));
  };
  // A target the new source cannot reach is replaced by its first one.
  useEffect(() => {
    if (targets.length > 0 && !targets.some((t) => t.value === request.targetLanguage)) {
      change({ targetLanguage: targets[0].value });
    }
  }, [targets]);

  const submit = async (event: Event) => {
    event.preventDefault();
    setTranslation('');
    setDetected(null);
    setFromMemory(null);
    await run(async () => {
      const { text, glossaryId, memoryId, ...pair } = request;
      const result = await api.send<BatchResult>('POST', '/translation/translate-batch', {
        ...pair,
        texts: [text],
        ...(glossaryId ? { glossaryId } : {}),
        ...(memoryId ? { memoryId } : {}),
      });
      const item = result.translations[0];
      const failed = item.error as { message?: string } | undefined;
      if (failed) throw new Error(failed.message ?? 'The text could not be translated.');
      setTranslation(item.content ?? '');
      setDetected(item.detectedSourceLanguage ?? null);
      setFromMemory((item.memory as { score?: number } | undefined)?.score ?? null);
    });
  };

  if (!languages) return error ? <Alert message={error} /> : <p>Loading languages…</p>;
  return (
    <form class="workspace" onSubmit={(e) => void submit(e)}>
      <div class="pickers">
        <Select
          label="From"
          value={request.sourceLanguage}
          choices={sourceChoices(languages)}
          onChange={(sourceLanguage) => {
            change({ sourceLanguage });
          }}
        />
        <Select
          label="To"
          value={request.targetLanguage}
          choices={targets}
          onChange={(targetLanguage) => {
            change({ targetLanguage });
          }}
        />
        <GlossarySelect
          api={api}
          label="Glossary"
          none="No glossary"
          value={request.glossaryId}
          onChange={(glossary) => {
            change({ glossaryId: glossary?.id ?? '' });
          }}
        />
        <MemorySelect
          api={api}
          value={request.memoryId}
          onChange={(memoryId) => {
            change({ memoryId });
          }}
        />
      </div>
      <p class="hint">Languages marked “via” are translated through a bridge language, in two steps.</p>
      <div class="panes">
        <div>
          <TextArea
            label="Text to translate"
            value={request.text}
            maxLength={50_000}
            onInput={(text) => {
              change({ text });
            }}
          />
          <button type="submit" class="primary" disabled={busy || !request.text.trim() || !request.targetLanguage}>
            {busy ? 'Translating…' : 'Translate'}
          </button>
        </div>
        <div>
          <TextArea label="Translation" value={translation} readOnly />
          <div class="row">
            <CopyButton label="Copy translation" text={translation} />
          </div>
          {detected && <p role="status">Detected language: {nameOf(languages, detected)}</p>}
          {fromMemory !== null && (
            <p role="status">From the translation memory ({fromMemory}% match), no credits used.</p>
          )}
        </div>
      </div>
      <Alert message={error} />
    </form>
  );
}
