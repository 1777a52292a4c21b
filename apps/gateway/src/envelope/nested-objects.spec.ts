import type { ValidationPipe } from '@nestjs/common';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import {
  BulkCreateTermsRequest,
  ErrorCode,
  CreateTermRequest,
  FluencyBatchRequest,
  TermInput,
  TranslateRequest,
  UpdateTermRequest,
} from '@app/contracts';
import { createRpcValidationPipe, DomainException, installHotPath } from '@app/common';
import { DeeplMultilingualGlossaryBody } from '../deepl-api/dto/deepl-glossary.body';
import { AgenticTranslateBody } from '../translation/dto/agentic.body';
import { createHttpValidationPipe } from './validation.pipe';

// As the apps run: the pipes' compiled check first, class-validator for what it does not accept.
installHotPath();

/**
 * Every field whose value is checked by a nested class (`NestedObject` / `NestedObjects`), with a
 * valid message around it. A hostile value in that field must give a 400 naming the field, never
 * a valid message (the service would then crash on it: a 500) and never a thrown TypeError.
 */
interface NestedField {
  name: string;
  metatype: new () => object;
  /** The edge that validates it: the gateway's body pipe, or a service's message pipe. */
  pipe: () => ValidationPipe;
  valid: Record<string, unknown>;
  field: string;
  list: boolean;
  optional: boolean;
}

const caller = { organizationId: 'org-1', keyId: 'key-1' };
const definition = { language: 'en', term: 'cart', definition: 'where goods wait' };
const http = createHttpValidationPipe;
const rpc = createRpcValidationPipe;

const FIELDS: NestedField[] = [
  {
    name: 'TranslateRequest.files',
    metatype: TranslateRequest,
    pipe: rpc,
    valid: { caller, sourceLanguage: 'en', targetLanguage: 'es', files: [{ filename: 'a.csv', content: 'a,b' }] },
    field: 'files',
    list: true,
    optional: true,
  },
  {
    name: 'FluencyBatchRequest.items',
    metatype: FluencyBatchRequest,
    pipe: rpc,
    valid: { caller, sourceLang: 'en', targetLang: 'es', items: [{ sourceText: 'Hi', translatedText: 'Hola' }] },
    field: 'items',
    list: true,
    optional: false,
  },
  {
    name: 'CreateTermRequest.definitions',
    metatype: CreateTermRequest,
    pipe: rpc,
    valid: { caller, glossaryId: 'g-1', definitions: [definition] },
    field: 'definitions',
    list: true,
    optional: false,
  },
  {
    name: 'UpdateTermRequest.definitions',
    metatype: UpdateTermRequest,
    pipe: rpc,
    valid: { caller, glossaryId: 'g-1', termId: 't-1', definitions: [{ language: 'en', term: 'basket' }] },
    field: 'definitions',
    list: true,
    optional: true,
  },
  {
    name: 'TermInput.definitions (single create body, each bulk item)',
    metatype: TermInput,
    pipe: http,
    valid: { definitions: [definition] },
    field: 'definitions',
    list: true,
    optional: false,
  },
  {
    name: 'OrgScopedRequest.caller',
    metatype: BulkCreateTermsRequest,
    pipe: rpc,
    valid: { caller, glossaryId: 'g-1', terms: [{ definitions: [definition] }] },
    field: 'caller',
    list: false,
    optional: false,
  },
  {
    name: 'DeeplMultilingualGlossaryBody.dictionaries',
    metatype: DeeplMultilingualGlossaryBody,
    pipe: http,
    valid: { name: 'Shop', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'cart\tWagen' }] },
    field: 'dictionaries',
    list: true,
    optional: false,
  },
  {
    name: 'AgenticTranslateBody.options',
    metatype: AgenticTranslateBody,
    pipe: http,
    valid: { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello', options: { uiSafe: true } },
    field: 'options',
    list: false,
    optional: true,
  },
];

/** Shapes a fuzzer or a confused client sends where objects are expected; `item` is one valid object. */
function hostileValues(item: unknown, list: boolean, optional: boolean): [string, unknown][] {
  const scalars: [string, unknown][] = [
    ['a string', 'text'],
    ['a number', 5],
    ['a boolean', true],
  ];
  if (!optional) scalars.push(['null', null]);
  if (!list) return [...scalars, ['an empty list', []], ['a list holding the object', [item]]];
  return [
    ...scalars,
    ['an object instead of the list', item],
    ['a list holding an empty list', [[]]],
    ['a list holding a list of the object', [[item]]],
    ['a list holding null', [null]],
    ['a list holding a string', ['text']],
    ['a list holding a number', [7]],
    ['a valid item then a list', [item, [item]]],
  ];
}

async function outcomeOf(field: NestedField, value: unknown) {
  const body = { ...structuredClone(field.valid), [field.field]: value };
  return field.pipe().transform(body, { type: 'body', metatype: field.metatype }) as Promise<unknown>;
}

describe.each(FIELDS)('$name', (field) => {
  const item = (field.list ? (field.valid[field.field] as unknown[])[0] : field.valid[field.field]) as object;

  it('accepts the valid message (so every refusal below is about the nested field)', async () => {
    await expect(outcomeOf(field, field.valid[field.field])).resolves.toBeDefined();
  });

  it.each(hostileValues(item, field.list, field.optional))(
    'refuses %s with a 400 naming the field',
    async (_, value) => {
      const refusal: unknown = await outcomeOf(field, value).then(
        () => 'accepted',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DomainException);
      const { code, details } = refusal as DomainException;
      expect(code).toBe(ErrorCode.BAD_REQUEST);
      const fields = (details as { field: string }[]).map((detail) => detail.field);
      expect(fields.some((name) => name === field.field || name.startsWith(`${field.field}.`))).toBe(true);
    },
  );
});

/** A rule as class-validator's storage keeps it (the fields read here; its storage is not typed). */
interface StoredRule {
  type: string;
  name?: string;
  target: { name: string } | string;
  propertyName: string;
}

describe('every nested field of libs/contracts and the gateway DTOs', () => {
  it('checks that its value is an object (NestedObject / NestedObjects), and is in the table above', () => {
    // Load every gateway DTO (the contract classes are loaded by the imports above).
    const dtoFiles = readdirSync(join(__dirname, '..'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /(^|\/)dto\/[^/]+\.ts$/.test(file) && !file.endsWith('.spec.ts'),
    );
    for (const file of dtoFiles) jest.requireActual(join(__dirname, '..', file));
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, StoredRule[]> };
    const rules = [...storage.validationMetadatas.values()].flat();
    const nameOf = (rule: StoredRule) =>
      `${typeof rule.target === 'string' ? rule.target : rule.target.name}.${rule.propertyName}`;
    const objectChecked = new Set(
      rules.filter((rule) => rule.name === 'isObject' || rule.name === 'itemsAreObjects').map(nameOf),
    );
    const nested = [...new Set(rules.filter((rule) => rule.type === ValidationTypes.NESTED_VALIDATION).map(nameOf))];
    expect(nested.length).toBeGreaterThanOrEqual(FIELDS.length);
    expect(nested.filter((field) => !objectChecked.has(field))).toEqual([]);
    // Every nested field name is one the table above feeds hostile values to.
    const declared = new Set(nested.map((field) => field.split('.')[1]));
    expect([...declared].sort()).toEqual([...new Set(FIELDS.map((field) => field.field))].sort());
  });
});
