import { protectTerms, renderLike } from './glossary-placeholders';
import { GlossaryRendering } from './translation-engine';

const term = (
  text: string,
  sourceText: string,
  rendering: string,
  verbatim = false,
  sourceTerm = sourceText.toLowerCase(),
): GlossaryRendering => {
  const start = text.indexOf(sourceText);
  return { termId: sourceText, sourceText, start, end: start + sourceText.length, sourceTerm, rendering, verbatim };
};

describe('glossary placeholders', () => {
  it('replaces each occurrence by a placeholder in its letter case and restores renderings', () => {
    const text = 'Widgets and the widget of ACME.';
    const glossary = [
      term(text, 'Widgets', 'artilugio', false, 'widget'),
      term(text, 'widget', 'artilugio'),
      term(text, 'ACME', 'ACME', true, 'ACME'),
    ];
    const p = protectTerms(text, glossary);
    expect(p.text).toBe('Zzglaa and the zzglab of ZZGLAC.');
    expect(p.restore('Zzglaa y el zzglab de ZZGLAC.')).toBe('Artilugio y el artilugio de ACME.');
  });

  it('undoes the capital Apertium gives the word after a sentence-initial unknown word', () => {
    const text = 'Widgets are cheap.';
    const p = protectTerms(text, [term(text, 'Widgets', 'artilugio', false, 'widget')]);
    expect(p.restore('Zzglaa Son baratos.')).toBe('Artilugio son baratos.');
  });

  it('picks another placeholder prefix when the text contains the first', () => {
    const text = 'zzgl widget';
    expect(protectTerms(text, [term(text, 'widget', 'x')]).text).toBe('zzgl qxvjaa');
  });

  it('leaves text without terms alone', () => {
    expect(protectTerms('Hello', []).restore('Hola')).toBe('Hola');
  });

  it.each([
    ['widget', 'widget', 'artilugio', 'artilugio'],
    ['Widget', 'widget', 'artilugio', 'Artilugio'],
    ['WIDGET', 'widget', 'artilugio', 'ARTILUGIO'],
    ['iPhone', 'iPhone', 'iPhone', 'iPhone'],
  ])('renders %s (entry %s) as %s -> %s', (sourceText, sourceTerm, rendering, expected) => {
    expect(renderLike({ termId: 't', sourceText, sourceTerm, rendering, start: 0, end: 1, verbatim: false })).toBe(
      expected,
    );
  });
});
