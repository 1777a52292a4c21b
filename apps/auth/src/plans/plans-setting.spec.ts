import { parsePlansSetting } from './plans-setting';

describe('parsePlansSetting', () => {
  it('reads plans with limits and unlimited values', () => {
    expect(
      parsePlansSetting(
        '{"free":{"requestsPerMinute":120,"monthlyCredits":20000},"unmetered":{"requestsPerMinute":null,"monthlyCredits":null}}',
      ),
    ).toEqual([
      { name: 'free', requestsPerMinute: 120, monthlyCredits: 20_000 },
      { name: 'unmetered', requestsPerMinute: null, monthlyCredits: null },
    ]);
  });

  it('is empty when unset', () => {
    expect(parsePlansSetting('')).toEqual([]);
  });

  it.each([
    ['not json', /not valid JSON/],
    ['[]', /JSON object/],
    ['{"Free!":{"requestsPerMinute":1,"monthlyCredits":1}}', /not a plan name/],
    ['{"team":{"requestsPerMinute":1}}', /needs requestsPerMinute and monthlyCredits/],
    ['{"team":{"requestsPerMinute":0,"monthlyCredits":1}}', /team.requestsPerMinute must be a whole number/],
    ['{"team":{"requestsPerMinute":1,"monthlyCredits":"lots"}}', /team.monthlyCredits/],
  ])('refuses %s', (text, message) => {
    expect(() => parsePlansSetting(text)).toThrow(message);
  });
});
