import { ApertiumEngine } from '../src/engines/apertium/apertium.engine';
import { GlossaryRendering } from '../src/engines/translation-engine';

/**
 * Pairs with no direct Apertium mode, translated through one bridge language (CONTRACT "Offline
 * engine"), with Debian's pairs. Expected translations were checked by a person.
 */
const engine = new ApertiumEngine({
  modesDir: '/usr/share/apertium/modes',
  timeoutMs: 60_000,
  timeoutMsPer1000Chars: 0,
});
afterAll(() => engine.stop());

async function translate(source: string, target: string, text: string, glossary: GlossaryRendering[] = []) {
  const [result] = await engine.translate({ source, target }, [{ text, glossary }]);
  if (!result.ok) throw result.error;
  return result.text;
}

function term(
  text: string,
  sourceText: string,
  rendering: string,
  verbatim = false,
  entry?: string,
): GlossaryRendering {
  const start = text.indexOf(sourceText);
  return {
    termId: sourceText,
    sourceText,
    start,
    end: start + sourceText.length,
    sourceTerm: entry ?? sourceText.toLowerCase(),
    rendering,
    verbatim,
  };
}

describe('Apertium through a bridge language', () => {
  it.each([
    ['en', 'fr', 'The trucks are blue.', 'Les camions sont bleus.', 'eng-spa,es-fr'],
    ['en', 'pt', 'The doors of the school are closed.', 'As portas da escola estão fechadas.', 'eng-spa,es-pt'],
    ['en', 'pt-BR', 'The doors of the school are closed.', 'As portas da escola estão fechadas.', 'eng-spa,es-pt_BR'],
    ['en', 'it', 'The house is big.', 'La casa è grande.', 'eng-spa,spa-ita'],
    ['fr', 'en', 'Les camions sont bleus.', 'The trucks are blue.', 'fr-es,spa-eng'],
    ['it', 'en', 'La casa è grande.', 'The house is big.', 'ita-spa,spa-eng'],
    ['pt', 'en', 'A casa é grande.', 'The house is big.', 'pt-es,spa-eng'],
  ])('%s -> %s: %j is %j (modes %s)', async (source, target, text, expected, modes) => {
    expect(
      engine
        .routeFor(source, target)
        ?.map((m) => m.name)
        .join(','),
    ).toBe(modes);
    expect(await translate(source, target, text)).toBe(expected);
  });

  it('answers exactly what the two legs answer one after the other', async () => {
    const text = 'We reviewed the new contract yesterday, and the lawyers signed it.';
    const spanish = await translate('en', 'es', text);
    expect(await translate('en', 'fr', text)).toBe(await translate('es', 'fr', spanish));
  });

  it('prefers a direct pair (en -> gl has its own mode)', async () => {
    expect(engine.routeFor('en', 'gl')?.map((m) => m.name)).toEqual(['en-gl']);
    expect(await translate('en', 'gl', 'The house is big.')).toBe('A casa é grande.');
  });

  it('lists pivoted pairs with their bridge, beside the direct ones', () => {
    const pairs = engine.pairs();
    expect(pairs).toContainEqual({ source: 'en', target: 'fr', via: 'es' });
    expect(pairs).toContainEqual({ source: 'fr', target: 'en', via: 'es' });
    expect(pairs).toContainEqual({ source: 'en', target: 'es' });
    expect(pairs.filter((p) => p.source === 'en' && p.target === 'gl')).toEqual([{ source: 'en', target: 'gl' }]);
    expect(engine.supports('en', 'de')).toBe(false);
  });

  it('applies the glossary from the source and keeps the rendering through both legs', async () => {
    const text = 'The new contract arrives tomorrow.';
    // Plain: "Le contrat nouveau arrive matin."
    expect(await translate('en', 'fr', text, [term(text, 'contract', 'accord')])).toBe(
      'Le nouveau accord arrive matin.',
    );
    // At the sentence start the rendering takes the capital; a regular plural stays plural.
    const start = 'Contracts arrive tomorrow.';
    expect(await translate('en', 'fr', start, [term(start, 'Contracts', 'accord', false, 'contract')])).toBe(
      'Accords arrive matin.',
    );
  });

  it('keeps a do-not-translate term as written', async () => {
    const text = 'Open the Dashboard now.';
    const answer = await translate('en', 'fr', text, [term(text, 'Dashboard', 'Dashboard', true)]);
    expect(answer).toContain('Dashboard');
  });
});
