/**
 * Attached prefixes (Arabic, Hebrew) and Korean particles, by rule.
 */

const AR_CONJ = ['', 'و', 'ف'];
const AR_PREP = ['', 'ب', 'ك', 'ل'];

function arabicPrefixes(): string[] {
  const out = new Set<string>();
  for (const c of AR_CONJ) {
    for (const p of AR_PREP) {
      out.add(c + p);
      // ل + ال is written لل.
      out.add(c + (p === 'ل' ? 'لل' : p + 'ال'));
    }
    if (c) out.add(c + 'س');
  }
  out.delete('');
  return [...out];
}

const HE_LETTERS = ['ו', 'ש', 'ה', 'ב', 'כ', 'ל', 'מ'];

function hebrewPrefixes(): string[] {
  const out = new Set<string>();
  const grow = (prefix: string) => {
    if (prefix.length > 0) out.add(prefix);
    if (prefix.length === 3) return;
    for (const l of HE_LETTERS) grow(prefix + l);
  };
  grow('');
  return [...out];
}

export function attachedPrefixes(language: string): string[] {
  const list = language === 'ar' ? arabicPrefixes() : language === 'he' ? hebrewPrefixes() : [];
  return list.sort((a, b) => b.length - a.length);
}

// Korean particles (josa). Pairs differ by whether the preceding syllable ends in a consonant.
const AFTER_CONSONANT = new Set([
  '이',
  '은',
  '을',
  '과',
  '으로',
  '이나',
  '이랑',
  '이며',
  '이라도',
  '이든지',
  '이야',
  '아',
  '으로서',
  '으로써',
  '으로부터',
  '이다',
  '이에요',
  '이고',
  '이면',
  '이라고',
  '이라는',
  '이란',
]);
const AFTER_VOWEL = new Set([
  '가',
  '는',
  '를',
  '와',
  '로',
  '나',
  '랑',
  '며',
  '라도',
  '든지',
  '야',
  '로서',
  '로써',
  '로부터',
  '다',
  '예요',
  '고',
  '면',
  '라고',
  '라는',
  '란',
]);
const ANY = [
  '의',
  '에',
  '에서',
  '에게',
  '에게서',
  '한테',
  '한테서',
  '께',
  '께서',
  '부터',
  '까지',
  '도',
  '만',
  '보다',
  '처럼',
  '같이',
  '마다',
  '하고',
  '조차',
  '마저',
  '밖에',
  '뿐',
  '요',
  '입니다',
  '이었다',
  '였다',
  '이다',
];
const PARTICLES = [...new Set([...AFTER_CONSONANT, ...AFTER_VOWEL, ...ANY])].sort((a, b) => b.length - a.length);

function hasFinalConsonant(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0;
}

function hasFinalRieul(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 === 8;
}

function fits(particle: string, previous: string): boolean {
  const consonant = hasFinalConsonant(previous);
  // 로 and its compounds follow a final ㄹ, which never takes 으로.
  if (particle.startsWith('로') && hasFinalRieul(previous)) return true;
  if (particle.startsWith('으로') && hasFinalRieul(previous)) return false;
  if (AFTER_CONSONANT.has(particle) && !AFTER_VOWEL.has(particle) && !ANY.includes(particle)) return consonant;
  if (AFTER_VOWEL.has(particle) && !AFTER_CONSONANT.has(particle) && !ANY.includes(particle)) return !consonant;
  return true;
}

/**
 * True when `rest` (the Hangul that follows a found term inside the same word) is made only
 * of particles, optionally after the plural 들: 서울+에서는, 사용자+들+이.
 */
export function isKoreanParticleTail(rest: string, previous: string): boolean {
  if (rest.length === 0) return true;
  let prev = previous;
  let s = rest;
  if (s.startsWith('들')) {
    prev = '들';
    s = s.slice(1);
    if (s.length === 0) return true;
  }
  return particleChain(s, prev, 0);
}

function particleChain(s: string, prev: string, depth: number): boolean {
  if (s.length === 0) return depth > 0;
  if (depth === 3) return false;
  for (const p of PARTICLES) {
    if (s.startsWith(p) && fits(p, prev) && particleChain(s.slice(p.length), p[p.length - 1], depth + 1)) {
      return true;
    }
  }
  return false;
}
