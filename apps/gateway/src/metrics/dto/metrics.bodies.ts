import { OmitType } from '@nestjs/swagger';
import { FluencyBatchRequest, FluencyRequest, GembaRequest } from '@app/contracts';

/** SPEC "Metrics" request bodies: the contracts' messages without the caller, which the key gives. */
export class FluencyScoreBody extends OmitType(FluencyRequest, ['caller'] as const) {}

export class FluencyBatchBody extends OmitType(FluencyBatchRequest, ['caller'] as const) {}

export class GembaBody extends OmitType(GembaRequest, ['caller'] as const) {}
