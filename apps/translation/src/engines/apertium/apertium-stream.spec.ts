import { fromApertiumStream, keepEdges, toApertiumStream } from './apertium-stream';

describe('Apertium stream format', () => {
  it.each([
    ['Hello world', 'Hello world.[]'],
    ['a/b <c> @d [e] $f ^g {h} \\i', 'a\\/b \\<c\\> \\@d \\[e\\] \\$f \\^g \\{h\\} \\\\i.[]'],
    ['one\ntwo\tthree', 'one[\n]two[\t]three.[]'],
  ])('escapes %j', (text, stream) => {
    expect(toApertiumStream(text)).toBe(stream);
  });

  it.each([['Hello world'], ['a/b <c> @d [e] $f ^g {h} \\i'], ['one\ntwo\tthree ~x'], ['Ends with a dot.']])(
    'round-trips %j',
    (text) => {
      expect(fromApertiumStream(toApertiumStream(text))).toBe(text);
    },
  );

  it('drops the sentence end it added and trailing blanks the pipeline emits', () => {
    expect(fromApertiumStream('Hola Mundo.[]\n\n')).toBe('Hola Mundo');
    expect(fromApertiumStream('Hola Mundo..[]')).toBe('Hola Mundo.');
  });

  it('keeps the source edges and a lowercase start', () => {
    expect(keepEdges('  Hello\n', ' Hola ')).toBe('  Hola\n');
    expect(keepEdges('house', 'Casa')).toBe('casa');
    expect(keepEdges('iPhone case', 'Caso de iPhone')).toBe('caso de iPhone');
    expect(keepEdges('house', 'UNESCO')).toBe('UNESCO');
  });
});
