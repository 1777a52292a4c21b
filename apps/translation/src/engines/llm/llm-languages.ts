/**
 * Languages the languages list offers with the `llm` engine: those general chat models
 * translate well. Any other valid ISO 639-1 code is still accepted on translate.
 */
export const LLM_LANGUAGES = (
  'ar bg bn ca cs cy da de el en es et eu fa fi fr ga gl he hi hr hu hy id is it ja ka kk ko lt lv mk ms mt nb nl ' +
  'pl pt ro ru sk sl sq sr sv sw ta th tl tr uk ur uz vi zh'
).split(' ');
