import { OmitType } from '@nestjs/swagger';
import { ListTablesRequest } from '@app/contracts';

/** `?limit=&offset=` of the table history (query-string text converted by the message's `@Type`). */
export class ListTablesQuery extends OmitType(ListTablesRequest, ['caller'] as const) {}
