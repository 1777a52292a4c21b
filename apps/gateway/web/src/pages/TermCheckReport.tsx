import { REASONS } from '../components/Highlighted';
import { TableWrap } from '../components/TableWrap';
import type { TermCount, TermCountSummary, TermMatch } from '../types';

/** Per term: followed, missing from the translation, or without an entry in the translation's language. */
function verdict(term: TermCountSummary): { text: string; problem: boolean } {
  if (term.targetTerm === null) return { text: 'No entry in the translation language', problem: true };
  if (term.targetCount >= term.sourceCount) return { text: 'Followed', problem: false };
  if (term.targetCaseMismatches.length > 0) return { text: 'Wrong letter case in the translation', problem: true };
  return { text: 'Missing in the translation', problem: true };
}

export function TermCheckReport({ count }: { count: TermCount }) {
  const terms = count.terms ?? [];
  const problems = terms.filter((t) => verdict(t).problem).length;
  const ambiguous = [
    ...count.source.ambiguousMatches.map((m) => ({ ...m, side: 'Source' })),
    ...(count.target?.ambiguousMatches ?? []).map((m) => ({ ...m, side: 'Translation' })),
  ];
  return (
    <>
      <p role="status">
        {terms.length} {terms.length === 1 ? 'term' : 'terms'} found in the source; {problems}{' '}
        {problems === 1 ? 'needs' : 'need'} attention; {ambiguous.length} uncertain{' '}
        {ambiguous.length === 1 ? 'match' : 'matches'}.
      </p>
      {terms.length > 0 && (
        <TableWrap label="Glossary terms table">
          <table>
            <caption>Glossary terms in the source and the translation</caption>
            <thead>
              <tr>
                <th scope="col">Source term</th>
                <th scope="col">Expected translation</th>
                <th scope="col">In source</th>
                <th scope="col">In translation</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {terms.map((t) => {
                const { text, problem } = verdict(t);
                return (
                  <tr key={t.termId} class={problem ? 'problem' : undefined}>
                    <td>{t.sourceTerm}</td>
                    <td>{t.targetTerm ?? '—'}</td>
                    <td>{t.sourceCount}</td>
                    <td>{t.targetCount}</td>
                    <td>{problem ? <strong>{text}</strong> : text}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      {ambiguous.length > 0 && (
        <>
          <h3>Uncertain matches</h3>
          <ul aria-label="Uncertain matches">
            {ambiguous.map((m) => (
              <li key={`${m.side}-${m.start}`}>
                {m.side}: “{m.text}” for “{m.glossaryTerm}”: {reasonOf(m)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function reasonOf(match: TermMatch): string {
  return match.reason ? REASONS[match.reason] : 'uncertain';
}
