import { createRpcValidationPipe, DomainException } from '@app/common';
import { memoryLanguageOf, UnitFailure, UnitInput } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { searchForm } from '../lookup/normalize';
import { NewUnit } from './unit.repository';

const itemPipe = createRpcValidationPipe();

/** A validated input as the unit to store: languages under their stored codes, the source's search form. */
export function newUnit(input: UnitInput): NewUnit {
  return {
    id: randomUUID(),
    sourceLanguage: memoryLanguageOf(input.sourceLanguage),
    targetLanguage: memoryLanguageOf(input.targetLanguage),
    source: input.source,
    target: input.target,
    normalized: searchForm(input.source),
  };
}

/** One bulk item, checked with the contract's rules on its own so that a bad one fails alone (207). */
export async function checkUnit(item: unknown, index: number): Promise<NewUnit | UnitFailure> {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return {
      index,
      error: 'Each item of units must be an object',
      details: [{ field: 'units', problems: ['not an object'] }],
    };
  }
  try {
    return newUnit((await itemPipe.transform(item, { type: 'body', metatype: UnitInput })) as UnitInput);
  } catch (error) {
    if (!(error instanceof DomainException)) throw error;
    return { index, error: error.message, details: error.details ?? [] };
  }
}

export function isUnitFailure(value: NewUnit | UnitFailure): value is UnitFailure {
  return 'error' in value;
}

/** Key of a unit's (pair, source): the same key twice in one write keeps the last. */
export function unitKey(unit: Pick<NewUnit, 'sourceLanguage' | 'targetLanguage' | 'source'>): string {
  return `${unit.sourceLanguage}\u0000${unit.targetLanguage}\u0000${unit.source}`;
}

/** The last unit of each (pair, source), in first-seen order. */
export function lastOfEachSource(units: NewUnit[]): NewUnit[] {
  const byKey = new Map<string, NewUnit>();
  for (const unit of units) {
    const key = unitKey(unit);
    byKey.delete(key);
    byKey.set(key, unit);
  }
  return [...byKey.values()];
}
