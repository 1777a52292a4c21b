import { tokenize } from './tokenize';

/** Words as the module defines them: maximal runs of letters, marks, digits and joiners. */
function runsOf(text: string): [number, number][] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}\u200C\u200D]+/gu)].map((m) => [m.index, m.index + m[0].length]);
}

function spans(text: string, apostropheInWords = false): [number, number][] {
  const tokens = tokenize(text, apostropheInWords);
  return tokens.start.map((start, k) => [start, tokens.end[k]]);
}

describe('tokenize', () => {
  it.each([
    ['', []],
    [
      'API key',
      [
        [0, 3],
        [4, 7],
      ],
    ],
    [
      '  e-mail, x2 ',
      [
        [2, 3],
        [4, 8],
        [10, 12],
      ],
    ],
    [
      "rock'n'roll",
      [
        [0, 4],
        [5, 6],
        [7, 11],
      ],
    ],
    [
      'café au lait',
      [
        [0, 4],
        [5, 7],
        [8, 12],
      ],
    ],
  ])('cuts %j into words', (text, expected) => {
    expect(spans(text)).toEqual(expected);
  });

  it('cuts any ASCII text as the runs of letters and digits', () => {
    const alphabet = "aZz09 -_'.\t\n\u0000\u007f!@`{}[]/:;~";
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let t = 0; t < 5_000; t++) {
      let text = '';
      for (let i = random(14); i > 0; i--) text += alphabet[random(alphabet.length)];
      expect([text, spans(text)]).toEqual([text, runsOf(text)]);
      expect(tokenize(text).charLevel.every((c) => c === 0)).toBe(true);
    }
  });

  it('keeps an apostrophe between letters inside a word where the language writes it so', () => {
    expect(spans("foto's en rock'n'roll", true)).toEqual([
      [0, 6],
      [7, 9],
      [10, 21],
    ]);
  });

  it('gives each character of a script written without spaces a token of its own', () => {
    const tokens = tokenize('東京 tower');
    expect(tokens.charLevel).toEqual([1, 1, 0]);
  });
});
