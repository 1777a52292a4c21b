import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { formTextOf } from '../http/body-parsers';

/** deepl-node numbers at most this many dictionaries; a larger index is left for validation to refuse. */
const MAX_DICTIONARIES = 100;

const DICTIONARY_FIELD = /^dictionaries\[(\d{1,3})\]\.(\w+)$/;

/**
 * deepl-node sends a v3 glossary form-encoded as `dictionaries[0].source_lang=en&...`, which qs
 * (the gateway's form parser) does not read as objects: the fields are read from the form's text.
 */
export function multilingualGlossaryFromForm(text: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const dictionaries: (Record<string, string> | undefined)[] = [];
  for (const [name, value] of new URLSearchParams(text)) {
    const field = DICTIONARY_FIELD.exec(name);
    if (!field) body[name] = value;
    else if (Number(field[1]) < MAX_DICTIONARIES) (dictionaries[Number(field[1])] ??= {})[field[2]] = value;
  }
  if (dictionaries.length > 0) body.dictionaries = Array.from(dictionaries, (d) => d ?? {});
  return body;
}

/** Reads a form-encoded v3 glossary's fields before the validation pipe sees the body (interceptors run first). */
@Injectable()
export class DictionariesFormInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const form = formTextOf(request);
    if (form !== undefined) request.body = multilingualGlossaryFromForm(form);
    return next.handle();
  }
}
