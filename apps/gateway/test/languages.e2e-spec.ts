import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';

/**
 * Languages and detection through the gateway (the cluster under `npm test` runs Apertium with
 * every pair of apps/translation/debian-packages.txt installed).
 */
describe('languages and detection', () => {
  let api: Api;

  beforeAll(async () => {
    ({ api } = await newOrganization());
  });

  const detect = (text: string) => api.post('/v1/translation/languages/detect', { text });
  const translate = (body: object) => api.post('/v1/translation/translate', body);

  describe('POST /v1/translation/languages/detect', () => {
    it.each([
      ['Naponta kétszer vegyen be egy tablettát étkezés után.', 'hu'],
      ['Vilciens uz Daugavpili šorīt kavējas divdesmit minūtes.', 'lv'],
      ['Leping lõpeb kuu viimasel päeval.', 'et'],
      ['A xuntanza aprazouse ata a semana que vén.', 'gl'],
      ['La hundo kuras en la parko kaj ludas kun la infanoj ĉiutage.', 'eo'],
      ['Mae’r trên i Gaerdydd yn hwyr y bore ’ma oherwydd y tywydd.', 'cy'],
      ['大阪行きの電車は今朝二十分遅れています。', 'ja'],
    ])('answers the language %j is in, translatable or not: %s', async (text, language) => {
      const data = expectOk(await detect(text));
      expect(data).toMatchObject({ language, confidence: expect.any(Number) });
      expect(data.confidence).toBeGreaterThan(0);
      expect(data.confidence).toBeLessThanOrEqual(1);
    });

    it('adds at most three alternatives, best first, and is unsure of a two-word text', async () => {
      const data = expectOk(await detect('Hello world'));
      expect(Object.keys(data).sort()).toEqual(['alternatives', 'confidence', 'language']);
      expect(data.confidence).toBeLessThan(0.9);
      expect(data.alternatives.length).toBeGreaterThan(0);
      expect(data.alternatives.length).toBeLessThanOrEqual(3);
      const candidates = [data, ...data.alternatives].map((c: { language: string }) => c.language);
      expect(candidates).toContain('en');
      const confidences = data.alternatives.map((a: { confidence: number }) => a.confidence);
      expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
    });

    it('is sure of a plain sentence', async () => {
      const data = expectOk(await detect('The committee will review all applications by the end of the month.'));
      expect(data.language).toBe('en');
      expect(data.confidence).toBeGreaterThanOrEqual(0.9);
    });

    it('answers a text without letters with 400', async () => {
      expectErrorEnvelope(await detect('12345 !!!'), 400, 'BAD_REQUEST');
    });

    it.each([
      ['RdRp直接介导正义基因组RNA合成反义亚基因组RNA分子。', 'zh'],
      ['HCoV-229E的种间传播历史尚不明朗。', 'zh'],
      ['AppStream の状態:', 'ja'],
      ['Λογιστικό φύλλο Applix Spreadsheets', 'el'],
      ['ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ', 'chr'],
    ])('answers a text with letters of any script, mixed ones included: %s', async (text, language) => {
      expect(expectOk(await detect(text)).language).toBe(language);
    });

    it('prefers Indonesian to Malay when the text does not say which, and lists Malay', async () => {
      const data = expectOk(await detect('Berkas yang anda pilih tidak dapat dihapus.'));
      expect(data.language).toBe('id');
      expect(data.alternatives[0].language).toBe('ms');
    });
  });

  describe('sourceLanguage auto', () => {
    it('detects Hungarian as Hungarian, and the pair the engine lacks is the usual 400 naming it', async () => {
      const answer = await translate({
        sourceLanguage: 'auto',
        targetLanguage: 'es',
        text: 'A szerződés a hónap utolsó napján jár le.',
      });
      expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
      expect(answer.body.error.message).toContain('hu-es');
    });

    it('translates a Galician text into English (a pair Debian ships)', async () => {
      const data = expectOk(
        await translate({ sourceLanguage: 'auto', targetLanguage: 'en', text: 'Grazas pola súa paciencia.' }),
      );
      expect(data).toMatch(/thank|patience/i);
    });

    it('detects each text of a batch on its own', async () => {
      const data = expectOk(
        await api.post('/v1/translation/translate-batch', {
          sourceLanguage: 'auto',
          targetLanguage: 'es',
          texts: [
            'The museum is closed on Mondays.',
            'Le musée est fermé le lundi.',
            'O museu está fechado às segundas-feiras.',
            'El museu tanca els dilluns.',
          ],
        }),
      );
      expect(data.batch_summary).toMatchObject({ total: 4, successful: 4, failed: 0 });
      for (const item of data.translations) expect(item.content).toMatch(/museo/i);
    });
  });

  describe('pairs Debian ships', () => {
    // One direction (or two) of every pair package: an oracle written by hand, not read from the modes.
    const shipped: [string, string, string][] = [
      ['apertium-afr-nld', 'af', 'nl'],
      ['apertium-arg-cat', 'an', 'ca'],
      ['apertium-bel-rus', 'be', 'ru'],
      ['apertium-br-fr', 'br', 'fr'],
      ['apertium-cat-ita', 'ca', 'it'],
      ['apertium-cat-srd', 'ca', 'sc'],
      ['apertium-dan-nor', 'da', 'nb'],
      ['apertium-en-gl', 'en', 'gl'],
      ['apertium-eng-cat', 'en', 'ca'],
      ['apertium-eng-spa', 'en', 'es'],
      ['apertium-eo-ca', 'ca', 'eo'],
      ['apertium-eo-en', 'en', 'eo'],
      ['apertium-eo-en', 'eo', 'en'],
      ['apertium-eo-es', 'es', 'eo'],
      ['apertium-eo-fr', 'fr', 'eo'],
      ['apertium-es-gl', 'gl', 'es'],
      ['apertium-es-pt', 'pt', 'es'],
      ['apertium-es-ro', 'ro', 'es'],
      ['apertium-eu-en', 'eu', 'en'],
      ['apertium-eu-es', 'eu', 'es'],
      ['apertium-fr-es', 'fr', 'es'],
      ['apertium-fra-cat', 'fr', 'ca'],
      ['apertium-hbs-eng', 'hr', 'en'],
      ['apertium-hbs-eng', 'en', 'sr'],
      ['apertium-hbs-mkd', 'sr', 'mk'],
      ['apertium-hbs-slv', 'sl', 'hr'],
      ['apertium-ind-zlm', 'id', 'ms'],
      ['apertium-isl-eng', 'is', 'en'],
      ['apertium-isl-swe', 'is', 'sv'],
      ['apertium-mkd-bul', 'mk', 'bg'],
      ['apertium-mkd-eng', 'mk', 'en'],
      ['apertium-nno-nob', 'nn', 'nb'],
      ['apertium-oc-ca', 'oc', 'ca'],
      ['apertium-oc-es', 'es', 'oc'],
      ['apertium-oci-fra', 'oc', 'fr'],
      ['apertium-por-cat', 'pt', 'ca'],
      ['apertium-pt-gl', 'pt', 'gl'],
      ['apertium-rus-ukr', 'ru', 'uk'],
      ['apertium-spa-arg', 'es', 'an'],
      ['apertium-spa-cat', 'es', 'ca'],
      ['apertium-spa-ita', 'it', 'es'],
      ['apertium-srd-ita', 'it', 'sc'],
      ['apertium-swe-dan', 'sv', 'da'],
      ['apertium-swe-nor', 'sv', 'nb'],
      ['apertium-urd-hin', 'ur', 'hi'],
    ];

    it('offers every one in /translation/languages, with names', async () => {
      const languages: { language: string; name: string; targets: string[] }[] = expectOk(
        await api.get('/v1/translation/languages'),
      );
      const offered = new Map(languages.map((l) => [l.language, l]));
      const missing = shipped.filter(([, source, target]) => !offered.get(source)?.targets.includes(target));
      expect(missing).toEqual([]);
      expect(offered.get('eo')?.name).toBe('Esperanto');
      // Pairs reached through a bridge language are offered and marked as such; direct ones are not.
      const en = offered.get('en') as unknown as { targets: string[]; pivoted: { language: string; via: string }[] };
      expect(en.targets).toEqual(expect.arrayContaining(['es', 'fr', 'pt', 'it', 'gl']));
      expect(en.pivoted).toEqual(
        expect.arrayContaining([
          { language: 'fr', via: 'es' },
          { language: 'pt', via: 'es' },
        ]),
      );
      expect(en.pivoted.map((p) => p.language)).not.toContain('es');
      expect(en.pivoted.map((p) => p.language)).not.toContain('gl');
      for (const code of offered.keys()) expect(code).toMatch(/^[a-z]{2}$/);
    });

    it('translates the pairs of a language without an ISO 639-1 code when asked by its ISO 639-3 code', async () => {
      expect(expectOk(await translate({ sourceLanguage: 'es', targetLanguage: 'ast', text: 'El perro.' }))).toMatch(
        /perru/i,
      );
      expect(expectOk(await translate({ sourceLanguage: 'pl', targetLanguage: 'szl', text: 'Pies.' }))).toEqual(
        expect.any(String),
      );
    });

    it.each([
      ['en', 'fr', 'The dog is in the house.', /chien|maison/i],
      ['fr', 'en', 'Le chien est dans la maison.', /dog|house/i],
      ['en', 'eo', 'The dog is in the house.', /hundo|domo/i],
      ['eo', 'en', 'La hundo estas en la domo.', /dog|house/i],
      ['es', 'eo', 'El perro está en la casa.', /hundo|domo/i],
      ['mk', 'en', 'Кучето е во куќата.', /dog|house/i],
      ['is', 'en', 'Hundurinn er í húsinu.', /dog|house/i],
      ['eu', 'en', 'Txakurra etxean dago.', /dog|house/i],
      ['oc', 'es', 'Lo can es dins l’ostal.', /perro|casa/i],
      ['hr', 'en', 'Pas je u kući.', /dog|house/i],
    ])('translates %s -> %s on first use', async (sourceLanguage, targetLanguage, text, expected) => {
      const data = expectOk(await translate({ sourceLanguage, targetLanguage, text }));
      expect(data).toMatch(expected);
    });
  });
});
