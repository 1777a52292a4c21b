import * as contracts from '@app/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contractFields, restatedRules } from './restated-rules';

const ROOT = join(__dirname, '../..');
const GATEWAY = join(ROOT, 'apps/gateway/src');

/**
 * Gateway fields that are named like a contract field but are not that field, each with why.
 * Anything else the gateway validates itself must not be a contract field.
 */
const NOT_THE_CONTRACT_FIELD: Record<string, string> = {
  'GlossaryIdRequest.glossaryId':
    "the REST path's id as a NATS API field: the REST path takes any length, the NATS API has always capped it at 100",
  'BatchFormQuery.form': "REST `?form=a|b`, the batch answer's shape, not the agentic message's Form A or B",
  'DeeplTranslateBody.text': "DeepL's `text`: a list of texts (repeated form field or array), not one text",
  'LibreTranslateBody.format':
    "LibreTranslate's `text|html`, how to read the text, not a localization table's output format",
  'LibreTranslateBody.source': "LibreTranslate's source language code or `auto`, not a memory unit's source text",
  'LibreTranslateBody.target': "LibreTranslate's target language code, not a memory unit's target text",
  'LibreDetectBody.q': "LibreTranslate's text to detect, not a memory unit search",
};

const fields = contractFields(contracts);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file));
}

describe('one definition per message', () => {
  it('finds a rule restated in a gateway class, and leaves derived classes and documentation alone', () => {
    const code = `
      import { ApiProperty, OmitType } from '@nestjs/swagger';
      import { IsOptional, IsString, MaxLength } from 'class-validator';
      import { CountTermsRequest, TextToTranslateField } from '@app/contracts';
      export class Restated {
        @IsString() @MaxLength(35) sourceLanguage: string;
        @ApiProperty() @IsOptional() @TextToTranslateField() text?: string;
        @IsString() ownField: string;
      }
      export class Derived extends OmitType(CountTermsRequest, ['caller']) {}
      class Documented { @ApiProperty({ description: 'x' }) sourceText: string; }`;
    expect(restatedRules(code, 'x.ts', fields)).toEqual([
      { className: 'Restated', property: 'sourceLanguage', definedBy: expect.arrayContaining(['TranslateRequest']) },
      { className: 'Restated', property: 'text', definedBy: expect.arrayContaining(['TranslateRequest']) },
    ]);
  });

  it('the gateway validates contract fields only with the contract classes (or classes derived from them)', () => {
    const restated = sourceFiles(GATEWAY).flatMap((file) =>
      restatedRules(readFileSync(file, 'utf8'), file, fields)
        .filter((r) => !(`${r.className}.${r.property}` in NOT_THE_CONTRACT_FIELD))
        .map((r) => `${relative(ROOT, file)}: ${r.className}.${r.property} restates ${r.definedBy.join(', ')}`),
    );
    expect(restated).toEqual([]);
  });

  it('each exception still names a field the gateway declares', () => {
    const declared = sourceFiles(GATEWAY).flatMap((file) =>
      restatedRules(readFileSync(file, 'utf8'), file, fields).map((r) => `${r.className}.${r.property}`),
    );
    expect(declared.sort()).toEqual(Object.keys(NOT_THE_CONTRACT_FIELD).sort());
  });
});
