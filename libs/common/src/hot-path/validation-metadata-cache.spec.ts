import { IsInt, IsOptional, IsString, MaxLength, validate } from 'class-validator';
import { memoizeValidationMetadata } from './validation-metadata-cache';

class Base {
  @IsString()
  @MaxLength(5)
  name!: string;
}

const problems = async (value: object) =>
  (await validate(value, { whitelist: true, forbidUnknownValues: true })).map((e) => [e.property, e.constraints]);

describe('memoizeValidationMetadata', () => {
  it('answers what class-validator answers without it, also for rules added after the first lookup', async () => {
    const before = await problems(Object.assign(new Base(), { name: 'too long', extra: 1 }));
    memoizeValidationMetadata();
    memoizeValidationMetadata();
    expect(await problems(Object.assign(new Base(), { name: 'too long', extra: 1 }))).toEqual(before);
    expect(await problems(Object.assign(new Base(), { name: 'ok' }))).toEqual([]);

    // A class loaded later (its decorators add rules) is validated with all of its rules and its parent's.
    class Later extends Base {
      @IsOptional()
      @IsInt()
      count?: number;
    }
    expect(await problems(Object.assign(new Later(), { name: 'too long', count: 'x' }))).toEqual([
      // class-validator's own order: the class's rules, then its parent's.
      ['count', { isInt: 'count must be an integer number' }],
      ['name', { maxLength: 'name must be shorter than or equal to 5 characters' }],
    ]);
  });
});
