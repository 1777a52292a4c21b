/** append-field (multer's way of nesting bracketed field names) ships no types. */
declare module 'append-field' {
  function appendField(store: object, key: string, value: unknown): void;
  export default appendField;
}
