import { Parser } from '@asyncapi/parser';
import { ApiSubjects } from '@app/contracts';
import { testEnv } from '../support/test-env';

/** The AsyncAPI document of the NATS API, as served beside the OpenAPI document, is valid AsyncAPI 3. */
describe('GET /asyncapi.json', () => {
  it('is a valid AsyncAPI 3 document with every api.v1 subject and the REST DTO schemas', async () => {
    const response = await fetch(`${testEnv().gatewayUrl}/asyncapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, any>;

    const { document: parsed, diagnostics } = await new Parser().parse(JSON.stringify(document));
    // The parser gives no document when any diagnostic is an error; warnings and hints may stay.
    expect({ errors: parsed ? [] : diagnostics.map((d) => `${d.path.join('.')}: ${d.message}`) }).toEqual({
      errors: [],
    });
    expect(parsed?.version()).toBe('3.0.0');

    const addresses =
      parsed
        ?.channels()
        .all()
        .map((channel) => channel.address()) ?? [];
    expect(addresses).toEqual(expect.arrayContaining(Object.values(ApiSubjects)));
    // Generated from the REST DTOs: the translate request carries their fields and limits.
    const translate = document.components.schemas.TranslateBody;
    expect(translate.required).toEqual(expect.arrayContaining(['sourceLanguage', 'targetLanguage']));
    expect(Object.keys(translate.properties)).toEqual(expect.arrayContaining(['textContent', 'text', 'glossaryId']));
    expect(document.components.schemas.CountTermsApiRequest.required).toEqual(
      expect.arrayContaining(['glossaryId', 'sourceLanguage', 'sourceText']),
    );
    expect(parsed?.operations().all()).toHaveLength(Object.keys(ApiSubjects).length);
  });
});
