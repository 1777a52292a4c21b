import { createHttpValidationPipe } from '../envelope/validation.pipe';
import { multilingualGlossaryFromForm } from './dictionaries-form';
import { DeeplMultilingualGlossaryBody } from './dto/deepl-glossary.body';

describe('multilingualGlossaryFromForm', () => {
  it("reads deepl-node's form of a v3 glossary", () => {
    const form = new URLSearchParams();
    form.append('name', 'Shop');
    for (const [i, [source, target, entries]] of [
      ['en', 'es', 'cart\tcarrito'],
      ['en', 'ca', 'cart\tcistella'],
    ].entries()) {
      form.append(`dictionaries[${i}].source_lang`, source);
      form.append(`dictionaries[${i}].target_lang`, target);
      form.append(`dictionaries[${i}].entries`, entries);
      form.append(`dictionaries[${i}].entries_format`, 'tsv');
    }
    expect(multilingualGlossaryFromForm(form.toString())).toEqual({
      name: 'Shop',
      dictionaries: [
        { source_lang: 'en', target_lang: 'es', entries: 'cart\tcarrito', entries_format: 'tsv' },
        { source_lang: 'en', target_lang: 'ca', entries: 'cart\tcistella', entries_format: 'tsv' },
      ],
    });
  });

  it('leaves no hole for a missing index, and ignores indexes past the limit', () => {
    expect(multilingualGlossaryFromForm('dictionaries[1].source_lang=en&dictionaries[500].source_lang=de')).toEqual({
      dictionaries: [{}, { source_lang: 'en' }],
    });
  });
});

describe('DeeplMultilingualGlossaryBody', () => {
  it('refuses a dictionary that is a list (ValidateNested alone would let it through)', async () => {
    const pipe = createHttpValidationPipe();
    const refused = pipe.transform(
      { name: 'x', dictionaries: [[]] },
      { type: 'body', metatype: DeeplMultilingualGlossaryBody },
    );
    await expect(refused).rejects.toThrow(/each dictionary must be an object/);
  });
});
