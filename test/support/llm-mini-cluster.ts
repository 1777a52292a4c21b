import { Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { Api } from './api';
import { FakeLlmControl } from './fake-llm';
import { TestNatsClient } from './nats-client';
import { RunningApp, startExtraApp, startIsolatedNats } from './processes';

export interface LlmMiniCluster {
  api: Api;
  stop(): Promise<void>;
}

/**
 * Auth, the translation service with TRANSLATION_ENGINE=llm against the shared fake model, the
 * named other services and a gateway, on a NATS of their own so that they never take the shared
 * cluster's Apertium requests (docs/DEVELOPING.md), and a key of a fresh organization.
 */
export async function startLlmMiniCluster(llm: FakeLlmControl, others: string[] = []): Promise<LlmMiniCluster> {
  const nats = await startIsolatedNats();
  const apps: RunningApp[] = [];
  const stop = async () => {
    await Promise.all(apps.map((a) => a.stop()));
    nats.stop();
  };
  try {
    const env = { NATS_URL: nats.url };
    const llmEnv = {
      ...env,
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'fake-key',
      LLM_MAX_RETRIES: '0',
    };
    apps.push(
      ...(await Promise.all([
        startExtraApp('auth', env),
        ...others.map((app) => startExtraApp(app, llmEnv)),
        startExtraApp('translation', { ...llmEnv, TRANSLATION_ENGINE: 'llm' }),
      ])),
    );
    const gateway = await startExtraApp('gateway', env);
    apps.push(gateway);
    const client = new TestNatsClient(nats.url);
    try {
      const org = await client.send(Subjects.auth.createOrganization, { name: `llm-${randomUUID()}` });
      const key = await client.send(Subjects.auth.createKey, { org: org.id, label: 'llm' });
      return { api: new Api(key.key, gateway.url), stop };
    } finally {
      await client.close();
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
