import { DetectLanguageRequest } from '@app/contracts';

/** `POST /translation/languages/detect`: the message itself (it carries no caller). */
export class DetectLanguageBody extends DetectLanguageRequest {}
