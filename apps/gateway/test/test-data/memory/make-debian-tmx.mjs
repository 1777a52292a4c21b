// Builds debian-es.tmx from Debian's own Spanish gettext catalogues (SOURCES.md): every
// translated, non-fuzzy singular message becomes one TMX 1.4b `tu` (en-US -> es-ES), as a CAT
// tool exports a memory. Run: node apps/gateway/test/test-data/memory/make-debian-tmx.mjs
import gettextParser from 'gettext-parser';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CATALOGUES = ['grep', 'sed', 'findutils', 'apt'];
const here = dirname(fileURLToPath(import.meta.url));

const xml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const units = [];
for (const name of CATALOGUES) {
  const catalogue = gettextParser.mo.parse(readFileSync(`/usr/share/locale/es/LC_MESSAGES/${name}.mo`));
  for (const messages of Object.values(catalogue.translations))
    for (const [id, message] of Object.entries(messages)) {
      const target = message.msgstr[0];
      if (!id || !target || message.msgid_plural || message.comments?.flag?.includes('fuzzy')) continue;
      units.push({ name, source: id, target });
    }
}

const body = units
  .map(
    (u) =>
      `<tu srclang="en-US"><prop type="x-catalogue">${u.name}</prop>\n` +
      `  <tuv xml:lang="en-US"><seg>${xml(u.source)}</seg></tuv>\n` +
      `  <tuv xml:lang="es-ES"><seg>${xml(u.target)}</seg></tuv>\n</tu>`,
  )
  .join('\n');
writeFileSync(
  join(here, 'debian-es.tmx'),
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n<tmx version="1.4">\n' +
    '<header creationtool="make-debian-tmx" creationtoolversion="1" segtype="sentence" o-tmf="gettext" ' +
    'adminlang="en-US" srclang="en-US" datatype="plaintext"/>\n<body>\n' +
    body +
    '\n</body>\n</tmx>\n',
);
console.log(`${units.length} units from ${CATALOGUES.join(', ')}`);
