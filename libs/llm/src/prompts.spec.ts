import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillTemplate, loadChatPrompt, loadPrompt } from './prompts';

describe('prompts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'prompts-'));
  writeFileSync(join(dir, 'plain.md'), '<!-- note for translators -->\nTranslate {{ source }} into {{target}}.\n');
  writeFileSync(
    join(dir, 'chat.md'),
    '# Read me\nNot sent.\n<!-- role: system -->\nYou judge {{target}}.\n<!-- role: user -->\nText: {{text}}\n',
  );

  it('fills placeholders and drops comments', () => {
    expect(loadPrompt(dir, 'plain', { source: 'English', target: 'German' })).toBe('Translate English into German.');
  });

  it('never expands placeholders inside values', () => {
    expect(fillTemplate('say {{a}}', { a: '{{b}}', b: 'x' })).toBe('say {{b}}');
  });

  it('throws on a placeholder without a value', () => {
    expect(() => loadPrompt(dir, 'plain', { source: 'English' })).toThrow('plain.md: no value for {{target}}');
  });

  it('splits a chat prompt at role markers', () => {
    expect(loadChatPrompt(dir, 'chat', { target: 'German', text: 'Hallo' })).toEqual([
      { role: 'system', content: 'You judge German.' },
      { role: 'user', content: 'Text: Hallo' },
    ]);
  });
});
