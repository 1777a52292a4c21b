import { OmitType } from '@nestjs/swagger';
import { CountTermsRequest } from '@app/contracts';

/** SPEC "Count Terms" request: the message without what the path and the key give. */
export class CountTermsBody extends OmitType(CountTermsRequest, ['caller', 'glossaryId'] as const) {}
