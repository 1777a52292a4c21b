import { scoreMatch } from './fuzzy-score';
import { searchForm } from './normalize';
import { tokenize } from './tokens';

const sentence = 'The printer could not open the file because the disk was full';

describe('scoreMatch (CONTRACT "Translation memories" score classes)', () => {
  it('gives 100 only to the same text', () => {
    expect(scoreMatch(sentence, sentence, 'x')).toEqual({ score: 100, target: 'x', adjusted: false });
  });

  it.each([
    ['letter case', 'the printer could not open the file because the disk was full'],
    ['punctuation', `${sentence}.`],
    ['spacing', sentence.replace('could not', 'could  not')],
    ['all three', ` THE printer, could  not open the file because the disk was full!`],
  ])('scores 95-99 when only %s differs', (_, query) => {
    const { score } = scoreMatch(query, sentence, 'x');
    expect(score).toBeGreaterThanOrEqual(95);
    expect(score).toBeLessThanOrEqual(99);
  });

  it('ranks one kind of formatting difference above three', () => {
    const one = scoreMatch(sentence.toUpperCase(), sentence, 'x').score;
    const three = scoreMatch(` THE printer, could  not open the file because the disk was full!`, sentence, 'x').score;
    expect(one).toBeGreaterThan(three);
  });

  it('scores one content word changed in a ten-word sentence in the 80s', () => {
    const source = 'Please close all other applications before you start the installer';
    for (const word of ['windows', 'programs', 'tabs']) {
      const { score } = scoreMatch(source.replace('applications', word), source, 'x');
      expect(score).toBeGreaterThanOrEqual(80);
      expect(score).toBeLessThan(90);
    }
  });

  it('keeps an unrelated sentence far below 75', () => {
    expect(scoreMatch('Your password has expired and must be changed today', sentence, 'x').score).toBeLessThan(40);
  });

  it('scores a changed number below 95 and carries the number into the target', () => {
    const match = scoreMatch(
      'Delete 12 files from the trash?',
      'Delete 3 files from the trash?',
      '¿Eliminar 3 archivos de la papelera?',
    );
    expect(match.score).toBeLessThan(95);
    expect(match.score).toBeGreaterThanOrEqual(90);
    expect(match).toMatchObject({ target: '¿Eliminar 12 archivos de la papelera?', adjusted: true });
  });

  it('carries a different placeholder into the target', () => {
    const match = scoreMatch('Cannot open %d files', 'Cannot open %s files', 'No se pueden abrir %s archivos');
    expect(match).toMatchObject({ target: 'No se pueden abrir %d archivos', adjusted: true });
    expect(match.score).toBeLessThan(95);
  });

  it('leaves a target alone when the differing number is not in it', () => {
    const match = scoreMatch('Page 4 of the guide', 'Page 3 of the guide', 'Página tres de la guía');
    expect(match).toMatchObject({ target: 'Página tres de la guía', adjusted: false });
  });

  it('does not replace a number inside a longer one', () => {
    const match = scoreMatch('Wait 5 minutes', 'Wait 1 minutes', 'Espere 10 o 1 minutos');
    expect(match.target).toBe('Espere 10 o 5 minutos');
  });
});

describe('searchForm', () => {
  it('folds case, punctuation and spacing', () => {
    expect(searchForm('  Hello,   WORLD! ')).toBe('hello world');
  });
});

describe('tokenize', () => {
  it('reads words, numbers and placeholders, not punctuation', () => {
    expect(tokenize('Copy 1.5 GB to {folder}, now!').map((t) => [t.kind, t.raw])).toEqual([
      ['word', 'Copy'],
      ['number', '1.5'],
      ['word', 'GB'],
      ['word', 'to'],
      ['placeholder', '{folder}'],
      ['word', 'now'],
    ]);
  });

  it('keeps 3D and mp3 as words', () => {
    expect(tokenize('3D mp3').map((t) => t.kind)).toEqual(['word', 'word']);
  });
});
