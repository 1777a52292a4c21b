import { Api, expectOk } from './api';
import { FakeLlmControl } from './fake-llm';

export const AGENTIC = '/v1/translation/agentic-translate';

/** A critique that finds nothing to fix. */
export const noProblems = { json: { problems: [] } };

/** Polls an agentic task until it leaves PENDING/pending (or the time runs out) and answers it. */
export async function agenticFinished(api: Api, id: string): Promise<any> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const task = expectOk(await api.get(`${AGENTIC}/${id}`));
    if (!['PENDING', 'pending'].includes(task.status) || Date.now() > deadline) return task;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The fake model: `drafts` answer the translate and revise calls in order, `critiques` the critique calls. */
export async function scriptAgentic(
  llm: FakeLlmControl,
  nonce: string,
  drafts: (string | object)[],
  critiques: object[] = [noProblems],
): Promise<void> {
  await llm.addRules(
    { match: nonce, replies: drafts },
    { match: nonce, schema: 'translation_critique', replies: critiques },
  );
}
