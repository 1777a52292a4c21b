import { decodeHTML } from 'entities';
import { escapeInline } from './inline-tags';
import { joinLines } from './whitespace';

const ENTITY = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;
/** Characters always written as themselves or as XML's escapes, whatever entity the source used. */
const PLAIN = /^[A-Za-z0-9&<> \t\r\n]$/;

/**
 * The entities a document used, by the character each stands for: the translation writes `é`
 * as `&eacute;` again where the source did, so a file written with entities keeps them.
 */
export type EntityStyle = Map<string, string>;

/** Source text as unit text: entities decoded (and remembered); with `collapse`, the source's line breaks as a space. */
export function readText(raw: string, entities: EntityStyle, collapse = true): string {
  const decoded = raw.replace(ENTITY, (entity) => {
    const character = decodeHTML(entity);
    if (character !== entity && !PLAIN.test(character)) entities.set(character, entity);
    return character;
  });
  return escapeInline(collapse ? joinLines(decoded) : decoded);
}

export function writeText(text: string, entities: EntityStyle): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (entities.size === 0) return escaped;
  return [...escaped].map((c) => entities.get(c) ?? c).join('');
}
