import { useEffect, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { Memory } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert } from './Alert';
import { Select } from './Select';

/** The organization's translation memories (the first 100) in a select, "no memory" first. */
export function MemorySelect(props: { api: Workspace; value: string; onChange: (memoryId: string) => void }) {
  const [memories, setMemories] = useState<Memory[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    props.api.page<Memory>('/translation/memories?limit=100').then(
      (listing) => {
        setMemories(listing.items);
      },
      (e: unknown) => {
        setProblem(`Memories cannot be listed: ${errorMessage(e)}`);
      },
    );
  }, [props.api]);
  if (problem) return <Alert message={problem} />;
  const choices = [
    { value: '', label: 'No memory' },
    ...(memories ?? []).map((m) => ({ value: m.id, label: `${m.name} (${unitsText(m.unitCount)})` })),
  ];
  return <Select label="Translation memory" value={props.value} choices={choices} onChange={props.onChange} />;
}

export function unitsText(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'unit' : 'units'}`;
}
