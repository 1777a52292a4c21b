import { commonWordShare } from './common-words';
import { confidenceOf } from './language-detector';

// franc itself is ESM and loaded with a dynamic import, which Jest's CommonJS runtime cannot do:
// detection end to end is in apps/gateway/test/translation.e2e-spec.ts.
describe('language detection scoring', () => {
  it.each([
    ['a long text with a clear lead', 'x'.repeat(60), 1.6, 0.9, 1],
    ['a long text with no lead', 'x'.repeat(60), 1, 1, 0.46],
    ['a short text with a clear lead', 'Hello', 1.9, 1.2, 0.69],
    ['no letters', '123', 1, 1, 0.1],
  ])('confidence of %s', (_, text, best, runnerUp, expected) => {
    const confidence = confidenceOf(text, best, runnerUp);
    expect(confidence).toBeCloseTo(expected, 2);
    expect(confidence).toBeGreaterThan(0);
    expect(confidence).toBeLessThanOrEqual(1);
  });

  it('measures the share of common words per language', () => {
    expect(commonWordShare(['hello', 'world'], 'en')).toBe(1);
    expect(commonWordShare(['это', 'тест'], 'ru')).toBe(1);
    expect(commonWordShare(['это', 'тест'], 'bg')).toBe(0.5);
    expect(commonWordShare(['hello'], 'xx')).toBe(0);
    expect(commonWordShare([], 'en')).toBe(0);
  });
});
