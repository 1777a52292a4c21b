import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { DomainException } from '@app/common';
import { findTextProblems } from '@app/contracts';

/** No id, code or query value is longer; body fields carry their own limits in the contracts. */
const MAX_PATH_OR_QUERY_CHARS = 2_048;

/**
 * Runs before validation on every body, query and path parameter of every route: a control
 * character or a lone surrogate anywhere is a 400 naming the field, instead of a 500 when
 * PostgreSQL refuses it (issue 15). Over-long path and query values are refused here too.
 */
@Injectable()
export class TextSafetyPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const root = metadata.type === 'body' ? '' : (metadata.data ?? '');
    const maxChars = metadata.type === 'body' ? Infinity : MAX_PATH_OR_QUERY_CHARS;
    const problems = findTextProblems(value, root, maxChars);
    if (problems.length > 0)
      throw DomainException.badRequest(`Invalid request: ${problems.flatMap((p) => p.problems).join('; ')}`, problems);
    return value;
  }
}
