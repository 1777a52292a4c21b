import { useEffect, useMemo, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import { Alert } from '../components/Alert';
import { MemoryFiles } from '../components/MemoryFiles';
import { MemoryLookup } from '../components/MemoryLookup';
import { MemoryUnits } from '../components/MemoryUnits';
import { onLinkClick } from '../router';
import { editsMemories, type Memory, type Organization } from '../types';
import { workspace } from '../workspace-api';
import { pairsText } from './Memories';

/** One translation memory: its files (import, export), a lookup, and its units with filters. */
export function MemoryDetail({ org, memoryId }: { org: Organization; memoryId: string }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [memory, setMemory] = useState<Memory | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped by an import, so the counts and the units reload.
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    api.get<Memory>(`/translation/memories/${memoryId}`).then(setMemory, (e: unknown) => {
      setError(errorMessage(e));
    });
  }, [api, memoryId, revision]);

  return (
    <>
      <p>
        <a href={`/app/orgs/${org.id}/memories`} onClick={onLinkClick}>
          All memories
        </a>
      </p>
      <Alert message={error} />
      {memory && (
        <>
          <h2>{memory.name}</h2>
          {memory.description && <p>{memory.description}</p>}
          <p>
            {memory.unitCount.toLocaleString()} units; language pairs: {pairsText(memory)}
          </p>
          <MemoryFiles
            api={api}
            memory={memory}
            editor={editsMemories(org.role)}
            onImported={() => {
              setRevision((r) => r + 1);
            }}
          />
          <MemoryLookup api={api} memory={memory} />
          <MemoryUnits api={api} memory={memory} revision={revision} />
        </>
      )}
    </>
  );
}
