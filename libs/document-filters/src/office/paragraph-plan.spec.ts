import { Atom, planParagraph, Wrapper } from './paragraph-plan';
import { writeParagraph } from './paragraph-writer';
import { escapeXmlText } from './xml-tree';

const run = (key: string): Wrapper => ({ key, open: `<r${key}>`, close: '</r>', leaf: true });
const link: Wrapper = { key: 'link', open: '<a>', close: '</a>' };
const [plain, bold, plainAgain] = [run(''), run('b'), run('')];
const text = (value: string, ...chain: Wrapper[]): Atom => ({ kind: 'text', text: value, chain });
const object = (start: number, ...chain: Wrapper[]): Atom => ({
  kind: 'object',
  start,
  end: start + 1,
  prefix: '<r>',
  suffix: '</r>',
  chain,
});
const source = 'TAB';
const write = (atoms: Atom[], translated: string) => {
  const plan = planParagraph(atoms);
  if (!plan) throw new Error('no plan');
  return writeParagraph(
    plan,
    translated,
    (t) => `<t>${escapeXmlText(t)}</t>`,
    (s, e) => source.slice(s, e),
  );
};

describe('planParagraph', () => {
  it.each<[string, Atom[], string | undefined]>([
    [
      'runs that format alike are one run',
      [text('It is ', plain), text('one', plainAgain), text(' run.', plain)],
      'It is one run.',
    ],
    [
      'a run with its own formatting is a group',
      [text('It is ', plain), text('very', bold), text(' bold.', plain)],
      'It is <g1>very</g1> bold.',
    ],
    [
      'a link around one run is one group',
      [text('See ', plain), text('here', link, bold), text('.', plain)],
      'See <g1>here</g1>.',
    ],
    [
      'a link around two formats nests',
      [text('See ', plain), text('the ', link, plain), text('site', link, bold), text('.', plain)],
      'See <g1>the <g2>site</g2></g1>.',
    ],
    [
      'text outside links is plain even when the link is longer',
      [text('A ', plain), text('very long link text', link, plain)],
      'A <g1>very long link text</g1>',
    ],
    ['an object is a standalone', [text('A', plain), object(0), text('B', plain)], 'A<x1/>B'],
    ['a paragraph without text is no unit', [object(0), text('  ', plain)], undefined],
  ])('%s', (_name, atoms, tagged) => {
    expect(planParagraph(atoms)?.tagged).toBe(tagged);
  });
});

describe('writeParagraph', () => {
  it('puts each translated run in its group formatting and the rest in the plain one', () => {
    expect(write([text('It is ', plain), text('very', bold), text(' bold.', plain)], 'Es <g1>muy</g1> audaz.')).toBe(
      '<r><t>Es </t></r><rb><t>muy</t></r><r><t> audaz.</t></r>',
    );
  });

  it('keeps the link around both runs the translation put inside it', () => {
    expect(
      write(
        [text('See ', plain), text('the ', link, plain), text('site', link, bold), text('.', plain)],
        'Ver <g1><g2>sitio</g2> web</g1>.',
      ),
    ).toBe('<r><t>Ver </t></r><a><rb><t>sitio</t></r><r><t> web</t></r></a><r><t>.</t></r>');
  });

  it('writes a lost object at the end and text of an object-only group in the plain run', () => {
    expect(write([text('A', plain), object(0, link), text('B', plain)], '<g1>x</g1>b')).toBe(
      '<a><r><t>x</t></r></a><r><t>b</t></r><r>T</r>',
    );
  });
});

describe('text written into a part', () => {
  it('leaves out characters XML cannot carry', () => {
    expect(write([text('A b', plain)], 'x\u0001y &amp; z\u0007')).toBe('<r><t>xy &amp; z</t></r>');
  });
});
