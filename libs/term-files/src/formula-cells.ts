/**
 * OWASP CSV injection: a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is
 * run as a formula by spreadsheets. Exports write such a cell with a leading `'`, which a
 * spreadsheet shows as text; unlike a plain prefix, this one is reversible, so that a glossary
 * exported and imported again keeps `-ing` or `=` as they were: a cell already starting with
 * apostrophes before such a character gets one more, and import removes exactly one.
 */
const NEEDS_PROTECTION = /^'*[=+\-@\t\r]/;
const PROTECTED = /^'+[=+\-@\t\r]/;

export function protectFormula(cell: string): string {
  return NEEDS_PROTECTION.test(cell) ? `'${cell}` : cell;
}

export function unprotectFormula(cell: string): string {
  return PROTECTED.test(cell) ? cell.slice(1) : cell;
}
