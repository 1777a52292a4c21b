import { Type } from 'class-transformer';
import { IsObject, isObject, ValidateBy, ValidateNested, type ValidationOptions } from 'class-validator';
import { composeDecorators } from './glossary/compose-decorators';

type Class = () => new () => object;

/**
 * A field holding one object of `type`, checked by that class's rules. `@ValidateNested` alone
 * lets a list through (it checks the list's items instead), so the value must also be an object.
 */
export function NestedObject(type: Class, options?: ValidationOptions): PropertyDecorator {
  return composeDecorators(Type(type), ValidateNested(), IsObject(options));
}

/**
 * A list of objects of `type`, each checked by that class's rules. `@ValidateNested({each})`
 * alone lets an item that is itself a list through (`[[]]`, `[[{...}]]`): every item must be an
 * object. Write `@IsArray()` and size rules beside it.
 */
export function NestedObjects(type: Class, options?: ValidationOptions): PropertyDecorator {
  return composeDecorators(Type(type), ValidateNested({ each: true }), ItemsAreObjects(options));
}

/**
 * Every item of a list is an object. A value that is not a list passes, so `@IsArray` alone says
 * what is wrong with it (`IsObject({each: true})` would add "each value must be an object" to a string).
 */
function ItemsAreObjects(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'itemsAreObjects',
      validator: {
        validate: (value: unknown) => !Array.isArray(value) || value.every((item) => isObject(item)),
        defaultMessage: (args) => `each item of ${args?.property ?? 'the list'} must be an object`,
      },
    },
    options,
  );
}
