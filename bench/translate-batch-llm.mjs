// Benchmark: a batch of 20 texts against one single translate, end to end (gateway -> NATS ->
// translation with TRANSLATION_ENGINE=llm -> model), the model a fake OpenAI-compatible server
// answering after 300 ms. The batch is one structured model call.
// Target (issue 5): batch wall time at most 1.5 times a single call's.
//
//   npm run build && node bench/translate-batch-llm.mjs [--rounds 5] [--latency 300] [--items 20]
import { arg, median, post, startBenchCluster } from './translate-cluster.mjs';

const ROUNDS = arg('rounds', 5);
const LATENCY_MS = arg('latency', 300);
const ITEMS = arg('items', 20);
const TARGET_RATIO = 1.5;

const cluster = await startBenchCluster({
  apps: ['auth', 'translation'],
  env: { TRANSLATION_ENGINE: 'llm' },
  llmLatencyMs: LATENCY_MS,
});
let exitCode = 1;
try {
  // The batch answer: every index translated (the fake's unscripted answer would be an empty list).
  const translations = Array.from({ length: ITEMS }, (_, index) => ({ index, translation: `Traducción ${index}` }));
  await fetch(`${cluster.fake.url}/__control/rules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      rules: [{ replies: ['Traducción'] }, { schema: 'batch_translation', replies: [{ json: { translations } }] }],
    }),
  });
  let counter = 0;
  const text = () => `The quarterly report is ready for review, item ${++counter}.`;
  // Unique texts: the cache never answers.
  const single = () =>
    post(cluster.baseUrl, cluster.key, '/v1/translation/translate', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: text(),
    });
  const batch = () =>
    post(cluster.baseUrl, cluster.key, '/v1/translation/translate-batch', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      texts: Array.from({ length: ITEMS }, text),
    });

  await single();
  await batch();
  const singles = [];
  const batches = [];
  for (let round = 0; round < ROUNDS; round++) {
    singles.push((await single()).ms);
    const result = await batch();
    if (result.data.batch_summary.successful !== ITEMS)
      throw new Error(`batch failed: ${JSON.stringify(result.data.batch_summary)}`);
    batches.push(result.ms);
  }
  const requests = await (await fetch(`${cluster.fake.url}/__control/requests`)).json();
  const singleMs = median(singles);
  const batchMs = median(batches);
  const ratio = batchMs / singleMs;
  const fmt = (values) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`\nllm batch benchmark: model latency ${LATENCY_MS} ms, ${ROUNDS} rounds, batch of ${ITEMS}`);
  console.log(`  single translate  median ${singleMs.toFixed(0)} ms   (${fmt(singles)})`);
  console.log(`  batch of ${ITEMS}       median ${batchMs.toFixed(0)} ms   (${fmt(batches)})`);
  console.log(`  model calls: ${requests.requests.length} for ${ROUNDS + 1} singles and ${ROUNDS + 1} batches`);
  console.log(
    `  ratio batch/single: ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'})`,
  );
  exitCode = ratio <= TARGET_RATIO ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await cluster.stop();
}
process.exit(exitCode);
