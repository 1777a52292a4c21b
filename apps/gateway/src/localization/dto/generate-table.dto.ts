import { OmitType } from '@nestjs/swagger';
import { GenerateTableRequest } from '@app/contracts';

/** SPEC "Localization tables / Generate": the message without the caller, which the key gives. */
export class GenerateTableDto extends OmitType(GenerateTableRequest, ['caller'] as const) {}
