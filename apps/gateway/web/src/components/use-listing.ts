import { useEffect, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { Workspace } from '../workspace-api';

/** One page of a workspace listing at `path`, read again when it changes or on `reload`; a failure in words. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the item type, as with Workspace.page
export function useListing<T>(api: Workspace, path: string) {
  const [listing, setListing] = useState<Awaited<ReturnType<typeof api.page<T>>> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = async () => {
    try {
      setListing(await api.page<T>(path));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  useEffect(() => {
    void reload();
  }, [api, path]);
  return { listing, error, reload };
}
