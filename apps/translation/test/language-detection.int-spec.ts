import { DetectedLanguageResponse, Subjects } from '@app/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestNatsClient } from '../../../test/support/nats-client';

/**
 * Detection accuracy on the repository's corpus (detection-corpus/<code>.txt: 50 sentences in
 * each of 14 languages, news, medical, legal and everyday text), asked of the running service
 * over NATS. bench/language-detection.mjs prints the same figures with each library alone.
 */
const CORPUS = join(__dirname, 'detection-corpus');
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
const wordCount = (text: string) => [...segmenter.segment(text)].filter((s) => s.isWordLike).length;

const corpus = readdirSync(CORPUS)
  .filter((file) => file.endsWith('.txt'))
  .flatMap((file) =>
    readFileSync(join(CORPUS, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((text) => ({ language: file.slice(0, -'.txt'.length), text })),
  );

describe('language detection on the test corpus', () => {
  const nats = new TestNatsClient();
  let answers: { language: string; text: string; answer: DetectedLanguageResponse }[];

  beforeAll(async () => {
    answers = [];
    // The service loads its detection databases at boot; a busy machine may still be at it.
    await nats.send(Subjects.translation.detectLanguage, { text: 'warm up' }, 90_000);
    // A few at a time: the shared cluster serves other suites meanwhile.
    for (let i = 0; i < corpus.length; i += 20) {
      const slice = corpus.slice(i, i + 20);
      const detected = await Promise.all(
        slice.map((item) =>
          nats.send<DetectedLanguageResponse>(Subjects.translation.detectLanguage, { text: item.text }),
        ),
      );
      slice.forEach((item, j) => answers.push({ ...item, answer: detected[j] }));
    }
  }, 120_000);
  afterAll(() => nats.close());

  const share = (items: typeof answers) => items.filter((a) => a.answer.language === a.language).length / items.length;

  it('holds at least 50 sentences in each of 12 or more languages, Hungarian to Japanese included', () => {
    const perLanguage = new Map<string, number>();
    for (const item of corpus) perLanguage.set(item.language, (perLanguage.get(item.language) ?? 0) + 1);
    expect(perLanguage.size).toBeGreaterThanOrEqual(12);
    for (const count of perLanguage.values()) expect(count).toBeGreaterThanOrEqual(50);
    expect([...perLanguage.keys()]).toEqual(
      expect.arrayContaining(['hu', 'fi', 'et', 'lv', 'lt', 'ca', 'gl', 'pt', 'zh', 'ja']),
    );
  });

  it('is right on at least 97 % of the texts', () => {
    expect(share(answers)).toBeGreaterThanOrEqual(0.97);
  });

  it('is right on at least 95 % of the texts of 12 words or fewer', () => {
    const short = answers.filter((a) => wordCount(a.text) <= 12);
    expect(short.length).toBeGreaterThan(300);
    expect(share(short)).toBeGreaterThanOrEqual(0.95);
  });

  it('is right at least 99 % of the time when it says confidence >= 0.9', () => {
    const sure = answers.filter((a) => a.answer.confidence >= 0.9);
    expect(sure.length).toBeGreaterThan(corpus.length / 3);
    expect(share(sure)).toBeGreaterThanOrEqual(0.99);
  });

  it('is right on at least 90 % of every language, the ones franc confused most included', () => {
    const weak = [...new Set(corpus.map((c) => c.language))]
      .map((language) => ({ language, share: share(answers.filter((a) => a.language === language)) }))
      .filter((l) => l.share < 0.9);
    expect(weak).toEqual([]);
  });

  it('answers SPEC fields plus at most three alternatives, best first, none above the answer', () => {
    for (const { answer } of answers) {
      expect(answer.confidence).toBeGreaterThan(0);
      expect(answer.confidence).toBeLessThanOrEqual(1);
      expect(answer.alternatives.length).toBeLessThanOrEqual(3);
      const confidences = answer.alternatives.map((a) => a.confidence);
      expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
      for (const alternative of answer.alternatives) {
        expect(alternative.language).not.toBe(answer.language);
        expect(alternative.confidence).toBeLessThanOrEqual(answer.confidence);
      }
    }
  });
});
