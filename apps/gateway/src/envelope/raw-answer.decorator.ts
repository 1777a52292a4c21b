import { SetMetadata } from '@nestjs/common';

export const RAW_ANSWER = 'rawAnswer';

/**
 * Answers of these routes go out as the controller returns them, without the SPEC envelope: the
 * compatible APIs (/deepl, /libretranslate) answer in their own protocol's shapes.
 */
export const RawAnswer = () => SetMetadata(RAW_ANSWER, true);
