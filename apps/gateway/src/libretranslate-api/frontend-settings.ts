import { TranslationLimits } from '@app/contracts';
import { SUPPORTED_EXTENSIONS } from '@app/document-filters';

/**
 * What LibreTranslate's web page and clients read from `/frontend/settings`: keys are required,
 * files are translated as documents (their formats listed), suggestions are off (README "LibreTranslate API").
 */
export const FRONTEND_SETTINGS = {
  charLimit: TranslationLimits.maxTextChars,
  frontendTimeout: 500,
  apiKeys: true,
  keyRequired: true,
  suggestions: false,
  filesTranslation: true,
  supportedFilesFormat: SUPPORTED_EXTENSIONS.map((e) => `.${e}`),
  language: { source: { code: 'auto', name: 'Auto Detect' }, target: { code: 'en', name: 'English' } },
};
