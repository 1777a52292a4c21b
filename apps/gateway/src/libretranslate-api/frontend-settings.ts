import { TranslationLimits } from '@app/contracts';

/**
 * What LibreTranslate's web page and clients read from `/frontend/settings`: keys are required,
 * files and suggestions are off (README "LibreTranslate API").
 */
export const FRONTEND_SETTINGS = {
  charLimit: TranslationLimits.maxTextChars,
  frontendTimeout: 500,
  apiKeys: true,
  keyRequired: true,
  suggestions: false,
  filesTranslation: false,
  supportedFilesFormat: [] as string[],
  language: { source: { code: 'auto', name: 'Auto Detect' }, target: { code: 'en', name: 'English' } },
};
