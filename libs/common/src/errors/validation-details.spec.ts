import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
  validateSync,
} from 'class-validator';
import { describeValidationErrors, flattenValidationErrors } from './validation-details';

class Child {
  @IsString()
  @MaxLength(10)
  term!: string;
}

class Input {
  @IsString()
  @IsNotEmpty()
  @MaxLength(35)
  @Matches(/^[a-z]{2}$/, { message: 'targetLanguage must be a language code such as "es"' })
  targetLanguage!: string;

  @IsOptional()
  @IsString()
  description?: string;

  @IsOptional()
  @IsInt({ message: 'limit must be an integer from 1 to 100' })
  @Min(1, { message: 'limit must be an integer from 1 to 100' })
  limit?: number;

  // What the field takes, said beside "is required".
  @IsString()
  @IsIn(['json', 'csv'], { message: 'format must be one of json, csv' })
  format!: string;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => Child)
  children?: Child[];
}

const problemsOf = (value: object) =>
  flattenValidationErrors(validateSync(plainToInstance(Input, value), { whitelist: true }));

describe('flattenValidationErrors', () => {
  it('says a required field left out is required, instead of listing every rule a missing value breaks', () => {
    const problems = problemsOf({ format: 'json' });
    expect(problems).toEqual([{ field: 'targetLanguage', problems: ['targetLanguage is required'] }]);
    expect(describeValidationErrors(problems)).toBe('targetLanguage is required');
  });

  it('says a required field sent as null must not be null', () => {
    expect(problemsOf({ targetLanguage: null, format: 'csv' })).toEqual([
      { field: 'targetLanguage', problems: ['targetLanguage must not be null'] },
    ]);
  });

  it('gives the allowed values of a missing field that has a list', () => {
    expect(problemsOf({ targetLanguage: 'es' })).toEqual([
      { field: 'format', problems: ['format is required', 'format must be one of json, csv'] },
    ]);
  });

  it('lists every broken rule of a value that was sent, and leaves optional fields alone', () => {
    expect(problemsOf({ targetLanguage: 42, format: 'json' })).toEqual([
      {
        field: 'targetLanguage',
        problems: expect.arrayContaining([
          'targetLanguage must be a string',
          'targetLanguage must be shorter than or equal to 35 characters',
        ]),
      },
    ]);
    expect(problemsOf({ targetLanguage: 'es', format: 'json', description: undefined })).toEqual([]);
  });

  it('says a message that several rules share once', () => {
    expect(problemsOf({ targetLanguage: 'es', format: 'json', limit: 'abc' })).toEqual([
      { field: 'limit', problems: ['limit must be an integer from 1 to 100'] },
    ]);
  });

  it('names a missing field of a nested item by its path, and its problem by its property', () => {
    expect(problemsOf({ targetLanguage: 'es', format: 'json', children: [{ term: 'ok' }, {}] })).toEqual([
      { field: 'children.1.term', problems: ['term is required'] },
    ]);
  });
});
