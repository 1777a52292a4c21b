/**
 * `Date#toISOString` that formats each run of the same instant once. A bulk batch's thousands of
 * terms and definitions share one `now`, and formatting it four times per row was a noticeable
 * share of the batch's answer and of its INSERT parameters.
 */
export function isoTimestamps(): (date: Date) => string {
  let last: number | undefined;
  let text = '';
  return (date) => {
    const time = date.getTime();
    if (time !== last) {
      text = date.toISOString();
      last = time;
    }
    return text;
  };
}
