/** Injection token of the service's validated LocalizationConfig. */
export const LOCALIZATION_CONFIG = Symbol('LOCALIZATION_CONFIG');
