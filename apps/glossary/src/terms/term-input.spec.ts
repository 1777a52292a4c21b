import { flattenValidationErrors } from '@app/common';
import { TermInput } from '@app/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { checkBulkItem } from './term-input';

const languages = ['en', 'de', 'pt-BR'];
const now = new Date('2026-01-01T00:00:00.000Z');
const d = (extra: object = {}) => ({ language: 'en', term: 'key', definition: 'secret', ...extra });

/** Items around every rule of TermInput: each is refused exactly when, and with the details, class-validator gives. */
const items: [string, unknown][] = [
  ['ordinary', { definitions: [d(), d({ language: 'de', term: 'Schlüssel' })] }],
  ['with flag and case', { translationFlag: false, definitions: [d({ caseSensitivity: 'exact' })] }],
  ['null optionals', { translationFlag: null, definitions: [d({ caseSensitivity: null })] }],
  ['extra fields', { id: 'x', definitions: [d({ extra: 1 })] }],
  ['uppercase language', { definitions: [d({ language: 'PT_br' })] }],
  ['empty definition text', { definitions: [d({ definition: '' })] }],
  ['term at the limit', { definitions: [d({ term: 'x'.repeat(1000) })] }],
  ['term over the limit', { definitions: [d({ term: 'x'.repeat(1001) })] }],
  ['definition over the limit', { definitions: [d({ definition: 'x'.repeat(10_001) })] }],
  ['blank term', { definitions: [d({ term: ' \n' })] }],
  ['missing term', { definitions: [{ language: 'en', definition: 'x' }] }],
  ['numeric term', { definitions: [d({ term: 5 })] }],
  ['missing definition', { definitions: [{ language: 'en', term: 'x' }] }],
  ['missing language', { definitions: [{ term: 'x', definition: 'y' }] }],
  ['unknown language', { definitions: [d({ language: 'xx' })] }],
  ['empty language', { definitions: [d({ language: '' })] }],
  ['unknown case', { definitions: [d({ caseSensitivity: 'AUTO' })] }],
  ['string flag', { translationFlag: 'false', definitions: [d()] }],
  ['no definitions', {}],
  ['empty definitions', { definitions: [] }],
  ['definitions not a list', { definitions: d() }],
  ['definition not an object', { definitions: ['en'] }],
  ['null definition', { definitions: [null] }],
  ['too many definitions', { definitions: Array.from({ length: 101 }, () => d()) }],
];

describe('bulk item checks', () => {
  it.each(items)('agrees with class-validator on TermInput: %s', async (_name, item) => {
    const errors = validateSync(plainToInstance(TermInput, item), { whitelist: true, forbidUnknownValues: false });
    const checked = await checkBulkItem(item, 7, 'g', languages, now);
    if (errors.length === 0) expect(checked).toMatchObject({ glossaryId: 'g' });
    else expect(checked).toEqual({ index: 7, error: expect.any(String), details: flattenValidationErrors(errors) });
  });

  it('stores the item as a single create would: normalized language, trimmed term, unknown fields dropped', async () => {
    const item = {
      extra: true,
      translationFlag: false,
      definitions: [d({ language: 'PT-br', term: ' chave ', caseSensitivity: 'ignore', note: 'x' })],
    };
    const stored = await checkBulkItem(item, 0, 'g', languages, now);
    expect(stored).toMatchObject({
      glossaryId: 'g',
      translationFlag: false,
      definitions: [{ language: 'pt-BR', term: 'chave', definition: 'secret', caseSensitivity: 'ignore', position: 0 }],
    });
    expect(Object.keys((stored as { definitions: object[] }).definitions[0]).sort()).toEqual(
      ['caseSensitivity', 'createdAt', 'definition', 'language', 'position', 'term', 'updatedAt'].sort(),
    );
  });

  it('reports a missing term in details with the item index', async () => {
    const failure = await checkBulkItem({ definitions: [{ language: 'en', definition: 'x' }] }, 3, 'g', languages, now);
    expect(failure).toMatchObject({
      index: 3,
      error: expect.stringContaining('term'),
      details: [{ field: 'definitions.0.term' }],
    });
  });

  it('reports a language outside the glossary by name, with the glossary languages', async () => {
    const failure = await checkBulkItem({ definitions: [d({ language: 'fr' })] }, 0, 'g', languages, now);
    expect(failure).toMatchObject({ index: 0, error: expect.stringMatching(/"fr".*en, de, pt-BR/) });
  });
});
