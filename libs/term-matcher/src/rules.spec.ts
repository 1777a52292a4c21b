import { brief, count, EntrySpec, found } from './test/helpers';
import type { CaseSensitivity } from './types';

jest.setTimeout(60_000);

describe('caseSensitivity modes (SPEC table)', () => {
  const cases: [CaseSensitivity, string, string, string[]][] = [
    // mode, entry, text, expected
    ['auto', 'Apple', 'I bought an Apple phone.', ['Apple exact']],
    ['auto', 'Apple', 'I ate an apple today.', ['apple ?initial_capital_only']],
    ['auto', 'Apple', 'I bought an APPLE phone.', ['APPLE exact']],
    ['auto', 'iPhone', 'my iphone broke', []],
    ['auto', 'iPhone', 'my IPHONE broke', ['IPHONE exact']],
    ['auto', 'server', 'The Server and the SERVER.', ['Server exact', 'SERVER exact']],
    ['auto', 'NASA', 'the nasa report', []],
    ['capitals', 'Apple', 'I ate an apple today.', []],
    ['capitals', 'Apple', 'I bought an Apple phone.', ['Apple exact']],
    ['capitals', 'Apple', 'I bought an APPLE phone.', ['APPLE exact']],
    ['exact', 'Apple', 'I bought an APPLE phone.', []],
    ['exact', 'Apple', 'I bought an Apple phone.', ['Apple exact']],
    ['exact', 'server', 'The Server is down', []],
    // SPEC's all-caps exception is for entries containing capitals; 'server' is not 'SERVER'.
    ['exact', 'server', 'THE SERVER IS DOWN', []],
    ['ignore', 'Apple', 'aPPLe and apple and APPLE are here.', ['aPPLe exact', 'apple exact', 'APPLE exact']],
  ];
  it.each(cases)('%s: entry %p in %p', async (mode, term, text, expected) => {
    expect(await found([['t', 'en', term, mode]], 'en', text)).toEqual(expected);
  });
});

describe('letter case of inflected forms and decomposed text', () => {
  it.each([
    // Äpfel's Ä is the capital of Apfel's A: a lower-case äpfel breaks exact and capitals.
    ['exact', 'Drei Äpfel und drei äpfel.', ['Äpfel inflected']],
    ['capitals', 'Zwei äpfel liegen hier.', []],
    ['auto', 'Zwei äpfel liegen hier.', ['äpfel ?initial_capital_only']],
  ] as [CaseSensitivity, string, string[]][])('%s: Apfel in %p', async (mode, text, expected) => {
    expect(await found([['t', 'de', 'Apfel', mode]], 'de', text)).toEqual(expected);
  });

  it('matches text written with combining accents (NFD) at its original code points', async () => {
    const r = await count([['t', 'es', 'canción']], 'es', 'Una cancio\u0301n nueva.');
    expect(r.source.matches).toEqual([
      expect.objectContaining({ text: 'cancio\u0301n', start: 4, end: 12, form: 'exact' }),
    ]);
    expect(await found([['t', 'de', 'Haus']], 'de', 'Die Ha\u0308user sind alt.')).toEqual(['Ha\u0308user inflected']);
  });
});

describe('text written entirely in capitals', () => {
  const text = 'Some intro.\nWELCOME TO APPLE SERVERS';
  it.each([
    ['auto', 'Apple', ['APPLE ?all_caps_context']],
    ['capitals', 'Apple', ['APPLE ?all_caps_context']],
    ['exact', 'Apple', ['APPLE ?all_caps_context']],
    ['ignore', 'Apple', ['APPLE exact']],
    ['auto', 'server', ['SERVERS inflected']],
  ] as [CaseSensitivity, string, string[]][])('%s %p', async (mode, term, expected) => {
    expect(await found([['t', 'en', term, mode]], 'en', text)).toEqual(expected);
  });

  it('dropped accents still match only in capitals (rule 1)', async () => {
    expect(await found([['t', 'fr', 'état']], 'fr', "L'ETAT EST LA")).toEqual(['ETAT exact']);
    expect(await found([['t', 'fr', 'état']], 'fr', "L'etat est la")).toEqual([]);
    expect(await found([['t', 'fr', 'état']], 'fr', 'LES ETATS SONT LA')).toEqual(['ETATS inflected']);
    expect(await found([['t', 'de', 'Straße']], 'de', 'DIE STRASSE IST LANG')).toEqual(['STRASSE ?all_caps_context']);
    expect(await found([['t', 'fr', 'café']], 'fr', 'Un cafe noir')).toEqual([]);
    expect(await found([['t', 'fr', 'café']], 'fr', 'Un café noir')).toEqual(['café exact']);
  });
});

describe('grammatical forms (rules 2 and 3)', () => {
  const cases: [string, string, string, string[]][] = [
    ['en', 'server', 'Two servers.', ['servers inflected']],
    ['en', 'study', 'She studies.', ['studies inflected']],
    ['en', 'database server', 'Our database servers run.', ['database servers inflected']],
    ['en', 'database server', 'Our database server runs.', ['database server exact']],
    ['de', 'Datenbank', 'Die Datenbanken sind voll.', ['Datenbanken inflected']],
    ['es', 'ordenador', 'Los ordenadores nuevos.', ['ordenadores inflected']],
    ['pl', 'książka', 'Czytam książki.', ['książki inflected']],
    ['ru', 'база данных', 'Нет базы данных.', ['базы данных inflected']],
    ['tr', 'kitap', 'Kitapları okudum.', ['Kitapları inflected']],
    ['fr', 'cheval', 'Les chevaux courent.', ['chevaux inflected']],
    // Unknown to every dictionary: common endings still apply.
    ['en', 'blorfle', 'Many blorfles.', ['blorfles inflected']],
  ];
  it.each(cases)('%s: %p in %p', async (lang, term, text, expected) => {
    expect(await found([['t', lang, term]], lang, text)).toEqual(expected);
  });

  it('does not take a shared stem of unrelated dictionary words for an ending', async () => {
    expect(await found([['t', 'en', 'university']], 'en', 'The universe and universities.')).toEqual([
      'universities inflected',
    ]);
  });

  it('never reduces an abbreviation to a dictionary word', async () => {
    expect(await found([['t', 'en', 'aid']], 'en', 'AIDS research in Africa')).toEqual([]);
    expect(await found([['t', 'en', 'API']], 'en', 'Two APIs and an API.')).toEqual(['APIs inflected', 'API exact']);
  });

  it('reads a word in capitals inside ordinary text as the word it is, when the dictionary knows it only as one', async () => {
    expect(await found([['t', 'en', 'house']], 'en', 'Two HOUSES burned down.')).toEqual(['HOUSES inflected']);
    expect(await found([['t', 'en', 'server', 'ignore']], 'en', 'Two SERVERS failed.')).toEqual(['SERVERS inflected']);
    expect(await found([['t', 'de', 'Haus']], 'de', 'Zwei HÄUSER brannten ab.')).toEqual(['HÄUSER inflected']);
    // exact: every letter must match, and these are capitals.
    expect(await found([['t', 'en', 'house', 'exact']], 'en', 'Two HOUSES burned down.')).toEqual([]);
  });

  it('does not take an accent change of the stem as an ending (German umlaut)', async () => {
    expect(await found([['t', 'de', 'schön']], 'de', 'Das ist schon gut.')).toEqual([]);
  });
});

describe('whole words, width, separators, overlaps (rules 5-8)', () => {
  it('matches whole words only', async () => {
    expect(await found([['t', 'en', 'cat']], 'en', 'A category of cats, concatenated.')).toEqual(['cats inflected']);
    expect(await found([['t', 'en', 'art']], 'en', 'The artist makes art.')).toEqual(['art exact']);
  });

  it('folds full-width and half-width forms, reporting original code points', async () => {
    const r = await count([['t', 'en', 'API']], 'en', '😀 ＡＰＩ and API');
    expect(r.source.matches.map(brief)).toEqual(['ＡＰＩ@2-5 exact', 'API@10-13 exact']);
    const ja = await count([['t', 'ja', 'コンピューター']], 'ja', 'ｺﾝﾋﾟｭｰﾀｰを使う');
    expect(ja.source.matches.map(brief)).toEqual(['ｺﾝﾋﾟｭｰﾀｰ@0-8 exact']);
  });

  it('keeps other compatibility characters as they are', async () => {
    expect(await found([['t', 'en', 'file']], 'en', 'the ﬁle is here')).toEqual([]);
  });

  it('treats spaces, hyphens and line breaks between words alike', async () => {
    const specs: EntrySpec[] = [['t', 'en', 'e-mail address']];
    expect(await found(specs, 'en', 'Your e mail address, e-mail\naddress and e-mail-address.')).toEqual([
      'e mail address exact',
      'e-mail\naddress exact',
      'e-mail-address exact',
    ]);
    expect(await found(specs, 'en', 'e.mail address')).toEqual([]);
  });

  it('lets the longest overlapping entry win, counted once', async () => {
    const specs: EntrySpec[] = [
      ['a', 'en', 'machine'],
      ['b', 'en', 'machine learning'],
      ['c', 'en', 'learning model'],
    ];
    const r = await count(specs, 'en', 'Machine learning models and a machine.');
    expect(r.source.matches.map((m) => `${m.termId}:${m.text}`)).toEqual(['b:Machine learning', 'a:machine']);
    expect(r.source.count).toBe(2);
    expect(r.source.uniqueTerms).toBe(2);
  });

  it('keeps punctuation that belongs to the entry', async () => {
    expect(await found([['t', 'en', 'C++']], 'en', 'I write C++ and C.')).toEqual(['C++ exact']);
    expect(await found([['t', 'en', 'Node.js']], 'en', 'Node.js and Node js')).toEqual(['Node.js exact']);
  });
});

describe('scripts without spaces (rule 9)', () => {
  it('Chinese: whole words confident, inside a longer word ambiguous', async () => {
    expect(await found([['t', 'zh', '数据']], 'zh', '我们的数据很重要。')).toEqual(['数据 exact']);
    // ICU segments 中国人 as one word.
    expect(await found([['t', 'zh', '中国']], 'zh', '我是中国人。')).toEqual(['中国 ?segmentation_boundary']);
    // A term the segmenter splits (计算|机) still matches: its ends sit on boundaries.
    expect(await found([['t', 'zh', '计算机']], 'zh', '计算机科学')).toEqual(['计算机 exact']);
  });

  it('Korean: an attached particle is not part of the match', async () => {
    const r = await count([['t', 'ko', '서울']], 'ko', '서울에서 만나요. 서울시 대서울');
    expect([...r.source.matches, ...r.source.ambiguousMatches].map(brief)).toEqual([
      '서울@0-2 exact',
      '서울@10-12 exact segmentation_boundary',
      '서울@15-17 exact segmentation_boundary',
    ]);
  });

  it('Korean particles follow the final consonant rule and the plural', async () => {
    expect(await found([['t', 'ko', '사용자']], 'ko', '사용자들이 사용자를 사용자은')).toEqual([
      '사용자 exact',
      '사용자 exact',
      '사용자 ?segmentation_boundary',
    ]);
  });

  it('Thai: inside a longer word is ambiguous', async () => {
    expect(await found([['t', 'th', 'เรียน']], 'th', 'ไปโรงเรียน')).toEqual(['เรียน ?segmentation_boundary']);
    expect(await found([['t', 'th', 'ภาษา']], 'th', 'ภาษาไทย')).toEqual(['ภาษา exact']);
  });

  it('Thai: a word stays whole in long text without spaces, where the segmenter works in chunks', async () => {
    const r = await count([['t', 'th', 'แมว']], 'th', 'ฉันมีแมวสองตัว'.repeat(100));
    expect(r.source.count).toBe(100);
    expect(r.source.ambiguousCount).toBe(0);
  });

  it('Lao, Khmer, Burmese, Tibetan: found anywhere', async () => {
    expect(await found([['t', 'km', 'ភាសា']], 'km', 'ខ្ញុំនិយាយភាសាខ្មែរ')).toEqual(['ភាសា exact']);
    expect(await found([['t', 'lo', 'ພາສາ']], 'lo', 'ພາສາລາວ')).toEqual(['ພາສາ exact']);
  });
});

describe('forms whose spelling changes at the root', () => {
  it.each([
    // Rule 1: a form that changes a letter's accent is still a form of the word (Greek stress moves).
    ['el', 'άνθρωπος', 'Η ζωή των ανθρώπων αλλάζει.', ['ανθρώπων inflected']],
    // Turkish final consonants soften before a vowel; a verb's forms drop -mek/-mak.
    ['tr', 'kitap', 'Bu kitabı okudum.', ['kitabı inflected']],
    ['tr', 'ağaç', 'Bahçedeki ağacı gördüm.', ['ağacı inflected']],
    ['tr', 'gitmek', 'Dün okula gittim.', ['gittim inflected']],
    // French œil: Apertium writes its dictionary form oeil.
    ['fr', 'œil', 'Il a les yeux bleus.', ['yeux inflected']],
    // Verbs cited by their infinitive: Hindi (Apertium's dictionary form is the root जा), Persian past tense.
    ['hi', 'जाना', 'वह रोज़ स्कूल जाता है।', ['जाता inflected']],
    ['hi', 'जाना', 'वह कल घर गया।', ['गया inflected']],
    ['fa', 'رفتن', 'دیروز به مدرسه رفتم.', ['رفتم inflected']],
    ['fa', 'خریدن', 'آنها کتاب خریدند.', ['خریدند inflected']],
  ])('%s: %s in %s', async (language, term, text, expected) => {
    expect(await found([['t', language, term]], language, text)).toEqual(expected);
  });

  it('does not take a Persian noun ending in ن for an infinitive', async () => {
    // نان (bread) is no verb: نام (name) is not one of its forms.
    expect(await found([['t', 'fa', 'نان']], 'fa', 'نام من علی است.')).toEqual([]);
  });

  it('keeps an accent that changes a different word apart outside Greek', async () => {
    expect(await found([['t', 'de', 'schön']], 'de', 'Er ist schon da.')).toEqual([]);
  });

  it('reports an irregular form linked only through the dictionary form as lemma_only', async () => {
    expect(await found([['t', 'fr', 'yeux']], 'fr', 'Un œil bleu.')).toEqual(['œil ?lemma_only']);
  });
});

describe('apostrophes inside words', () => {
  it.each([
    // Ukrainian and Belarusian write an apostrophe inside the word; any apostrophe character will do.
    [
      'uk',
      "комп'ютер",
      "Ми купили нові комп\u2019ютери і комп'ютер.",
      ['комп\u2019ютери inflected', "комп'ютер exact"],
    ],
    ['uk', "сім'я", "Для сім'ї це важливо.", ["сім'ї inflected"]],
    ['be', "сям'я", "Для сям'і гэта важна.", ["сям'і inflected"]],
    // Dutch plurals of words ending in a vowel.
    ['nl', 'foto', "Ik heb veel foto's gemaakt.", ["foto's inflected"]],
    // Elsewhere the apostrophe still separates: French elision.
    ['fr', 'ordinateur', "J'ai vu l'ordinateur.", ['ordinateur exact']],
  ])('%s: %s in %s', async (language, term, text, expected) => {
    expect(await found([['t', language, term]], language, text)).toEqual(expected);
  });
});

describe('Arabic and Hebrew attached prefixes (rule 4)', () => {
  it('Arabic: the article and conjunctions are stripped', async () => {
    const r = await count([['t', 'ar', 'كتاب']], 'ar', 'قرأت الكتاب والكتاب بكتاب');
    expect(r.source.count).toBe(3);
    expect(r.source.matches[0].text).toBe('كتاب');
  });

  it('Hebrew: prefixed forms match', async () => {
    expect((await count([['t', 'he', 'ספר']], 'he', 'קראתי בספר הזה')).source.count).toBe(1);
  });

  it('matches an entry written with its prefix as written, whole', async () => {
    expect(await found([['t', 'ar', 'الكتاب']], 'ar', 'قرأت الكتاب أمس')).toEqual(['الكتاب exact']);
    expect(await found([['t', 'ar', 'الأمم المتحدة']], 'ar', 'اجتماع الأمم المتحدة اليوم')).toEqual([
      'الأمم المتحدة exact',
    ]);
    expect(await found([['t', 'he', 'הבית']], 'he', 'ראיתי את הבית')).toEqual(['הבית exact']);
  });

  it('does not read a prefix off a dictionary word through its dictionary forms', async () => {
    // وزير is "minister" (Hunspell also reads it و + زار); בקשה "request", מספר "number", ברכה "blessing".
    expect(await found([['t', 'ar', 'زير']], 'ar', 'قال وزير الخارجية')).toEqual([]);
    expect(await found([['t', 'he', 'קשה']], 'he', 'יש לי בקשה')).toEqual([]);
    expect(await found([['t', 'he', 'ספר']], 'he', 'זה מספר הטלפון שלי')).toEqual([]);
    expect(await found([['t', 'he', 'רכה']], 'he', 'קיבלתי ברכה')).toEqual([]);
  });
});

describe('target side (rule 12)', () => {
  const specs: EntrySpec[] = [
    ['t1', 'en', 'Apple', 'capitals'],
    ['t1', 'de', 'Apple', 'capitals'],
    ['t2', 'en', 'server'],
    ['t2', 'de', 'Server'],
    ['t3', 'en', 'printer'],
    ['t3', 'de', 'Drucker'],
  ];

  it('checks only terms found in the source and lists case mismatches', async () => {
    const r = await count(specs, 'en', 'The Apple server.', { language: 'de', text: 'Der apple Server. Ein Drucker.' });
    expect(r.target!.matches.map((m) => m.termId)).toEqual(['t2']);
    expect(r.terms).toEqual([
      expect.objectContaining({
        termId: 't1',
        sourceCount: 1,
        targetCount: 0,
        targetCaseMismatches: [{ text: 'apple', start: 4, end: 9 }],
      }),
      expect.objectContaining({
        termId: 't2',
        sourceTerm: 'server',
        targetTerm: 'Server',
        sourceCount: 1,
        targetCount: 1,
      }),
    ]);
  });

  it('returns null target and terms without a target text', async () => {
    const r = await count(specs, 'en', 'server');
    expect(r.target).toBeNull();
    expect(r.terms).toBeNull();
  });

  it('counts a target occurrence for every found term whose target entry it is', async () => {
    const specs: EntrySpec[] = [
      ['car', 'en', 'car'],
      ['car', 'de', 'Auto'],
      ['automobile', 'en', 'automobile'],
      ['automobile', 'de', 'Auto'],
    ];
    const r = await count(specs, 'en', 'The car, or automobile, is fast.', {
      language: 'de',
      text: 'Das Auto ist schnell.',
    });
    expect(r.target!.count).toBe(1);
    expect(r.terms!.map((t) => [t.termId, t.sourceCount, t.targetCount])).toEqual([
      ['car', 1, 1],
      ['automobile', 1, 1],
    ]);
  });

  it('reports a null target term when the term has no target entry', async () => {
    const r = await count([['x', 'en', 'server']], 'en', 'server', { language: 'de', text: 'Server' });
    expect(r.terms![0].targetTerm).toBeNull();
  });
});

describe('more multi-word, prefix and case cases', () => {
  it('inflects every word of a multi-word entry', async () => {
    expect(await found([['t', 'de', 'neue Datenbank']], 'de', 'Die neuen Datenbanken laufen.')).toEqual([
      'neuen Datenbanken inflected',
    ]);
    expect(await found([['t', 'ru', 'база данных']], 'ru', 'с базами данных')).toEqual(['базами данных inflected']);
  });

  it('does not split a word that merely starts with a prefix letter', async () => {
    // כלב (dog) is a word of its own, not כ + לב (like a heart); كلب (dog) is not ك + لب.
    expect(await found([['t', 'he', 'לב']], 'he', 'ראיתי כלב')).toEqual([]);
    expect(await found([['t', 'ar', 'لب']], 'ar', 'رأيت كلب')).toEqual([]);
  });

  it('applies the case table to inflected forms and multi-word entries', async () => {
    expect(await found([['t', 'en', 'Server']], 'en', 'two servers')).toEqual(['servers ?initial_capital_only']);
    expect(await found([['t', 'en', 'Apple Music']], 'en', 'apple music and Apple Music')).toEqual([
      'Apple Music exact',
    ]);
  });

  it('folds Turkish dotted and dotless i by Turkish rules', async () => {
    expect(await found([['t', 'tr', 'ılık']], 'tr', 'ILIK su')).toEqual(['ILIK exact']);
    expect(await found([['t', 'tr', 'ilik']], 'tr', 'Ilik')).toEqual([]);
  });

  it('finds a Latin-script term inside Chinese text on segment boundaries', async () => {
    expect(await found([['t', 'zh', 'API']], 'zh', '使用API接口')).toEqual(['API exact']);
  });
});

describe('rule 11 with the real dictionaries', () => {
  it('an entry that is not a dictionary form is linked to other forms only ambiguously', async () => {
    expect(await found([['t', 'en', 'went']], 'en', 'She goes and went.')).toEqual(['goes ?lemma_only', 'went exact']);
    expect(await found([['t', 'en', 'go']], 'en', 'She goes and went.')).toEqual(['goes inflected', 'went inflected']);
    expect(await found([['t', 'ru', 'людей']], 'ru', 'Один человек.')).toEqual(['человек ?lemma_only']);
  });
});
