import type { Schema } from '@app/api-client';
import { Subjects } from '@app/contracts';
import { setPlan } from '../../../test/support/admin-cli';
import { Api, expectErrorEnvelope, expectOk } from '../../../test/support/api';
import { openBrowser, signInThroughPage, TestBrowser } from '../../../test/support/browser';
import { TestNatsClient } from '../../../test/support/nats-client';
import { expectAccessibleAndNarrow } from '../../../test/support/page-checks';
import { newOrganizationWithUsers, PASSWORD, signedIn, TestOrganization } from '../../../test/support/web-app';

type MonthUsage = Schema<'UsageDoc'>;

/**
 * The web app in Debian's Chromium, against the real cluster, as a person uses it: by labels,
 * button names and page titles. Each test leaves a screenshot of its last page under
 * <test logs>/screenshots. Every page state checked passes axe (no serious or critical violation)
 * at 375 px without horizontal scrolling; the first such check narrows the window for the rest of the test.
 */
describe('web app in a browser', () => {
  let org: TestOrganization;
  let browser: TestBrowser | null = null;

  beforeAll(async () => {
    org = await newOrganizationWithUsers();
  });

  afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  async function open(width?: number) {
    browser = await openBrowser({ width });
    return browser;
  }

  it('signs in, creates a key shown once, uses it, and revokes it: refused within a second', async () => {
    const { page, screenshot } = await open();
    await signInThroughPage(page, org.users.owner, PASSWORD);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();

    await page.getByLabel('Label').fill('Browser test');
    await page.getByRole('button', { name: 'Create key' }).click();
    const field = page.getByRole('textbox', { name: 'New API key' });
    const key = await field.inputValue();
    expect(key).toMatch(/^tsk_[\w-]{43}$/);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await page.getByText('cannot be shown again').waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await screenshot('key-created');
    await expectAccessibleAndNarrow(page);

    expect((await new Api(key).get('/v1/health')).status).toBe(200);

    // Once only: after "Done" (or a reload) the page holds the masked key and never the key itself.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    const row = page.getByRole('row', { name: /Browser test/ });
    await row.getByText(`${key.slice(0, 8)}…${key.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(key);
    // Who made it, that it works, and that it was used just now.
    await row.getByRole('cell', { name: org.users.owner }).waitFor();
    await row.getByRole('cell', { name: 'Active' }).waitFor();
    expect(await row.getByRole('cell', { name: 'Never' }).count()).toBe(0);

    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('cannot be undone').waitFor();
    await expectAccessibleAndNarrow(page);
    const revokedAt = Date.now();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    let status = 200;
    while (status !== 401 && Date.now() - revokedAt < 1_000) {
      status = (await new Api(key).get('/v1/health')).status;
    }
    expect(status).toBe(401);
    await row.getByText(/^Revoked/).waitFor();
    expect(await row.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    await expectAccessibleAndNarrow(page);
    await screenshot('key-revoked');
  });

  it('lets a person in two organizations pick one, each with its own keys and role', async () => {
    // Organizations of its own: the shared `org`'s member must keep landing on its keys page.
    const [home, other] = await Promise.all([newOrganizationWithUsers(), newOrganizationWithUsers()]);
    // The member of `home` is also an admin of `other`, with the same email and password.
    const nats = new TestNatsClient();
    try {
      await nats.send(Subjects.auth.createUser, {
        org: other.organizationId,
        email: home.users.member,
        password: PASSWORD,
        role: 'admin',
      });
    } finally {
      await nats.close();
    }
    const { page, screenshot } = await open();
    await signInThroughPage(page, home.users.member, PASSWORD);
    await page.getByRole('heading', { name: 'Choose an organization' }).waitFor();
    await screenshot('organization-choice');
    await expectAccessibleAndNarrow(page);

    await page.getByRole('link', { name: other.name }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByText(`${home.users.member} (admin)`).waitFor();
    await page.getByLabel('Label').fill('Only in the other organization');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('textbox', { name: 'New API key' }).waitFor();

    await page.getByRole('link', { name: 'Switch organization' }).click();
    await page.getByRole('link', { name: home.name }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByText(`${home.users.member} (member)`).waitFor();
    await page.getByText('No API keys yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);
    expect(page.url()).toContain(`/app/orgs/${home.organizationId}/keys`);
    await expectAccessibleAndNarrow(page);
    await screenshot('organization-switched');
  });

  it('shows a member no "Create key" or "Revoke", and refuses its forged POST', async () => {
    const { page, screenshot } = await open();
    await signInThroughPage(page, org.users.member, PASSWORD);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    await expectAccessibleAndNarrow(page);

    // The member's own page, with its valid session and CSRF token, posting what the button would.
    const forged = await page.evaluate(async (orgId) => {
      const session = await (await fetch('/app/api/session')).json();
      const response = await fetch(`/app/api/orgs/${orgId}/keys`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.data.csrfToken },
        body: JSON.stringify({ label: 'forged' }),
      });
      return { status: response.status, body: await response.json() };
    }, org.organizationId);
    expectErrorEnvelope({ ...forged, headers: new Headers() }, 403, 'FORBIDDEN');
    await screenshot('member-keys');
  });

  it('refuses a state-changing request without the CSRF token', async () => {
    const { page, screenshot } = await open();
    await signInThroughPage(page, org.users.owner, PASSWORD);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    const answer = await page.evaluate(async (orgId) => {
      const response = await fetch(`/app/api/orgs/${orgId}/keys`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ label: 'no token' }),
      });
      return { status: response.status, body: await response.json() };
    }, org.organizationId);
    expect(expectErrorEnvelope({ ...answer, headers: new Headers() }, 403, 'FORBIDDEN').message).toMatch(/CSRF/);
    await screenshot('csrf-refused');
  });

  it('locks the email after ten failed sign-ins and says so', async () => {
    const { users } = await newOrganizationWithUsers();
    const { page, screenshot } = await open();
    await page.goto('/app');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessibleAndNarrow(page);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await page.getByLabel('Email').fill(users.admin);
      await page.getByLabel('Password').fill(`wrong password ${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const expected = attempt < 10 ? 'Wrong email or password' : 'locked for 15 minutes';
      await page.getByRole('alert').filter({ hasText: expected }).waitFor();
    }
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Try again in 15 minutes' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await expectAccessibleAndNarrow(page);
    await screenshot('locked-out');
  });

  it('fits a 375 px wide screen and signs out', async () => {
    const { page, screenshot } = await open(375);
    await signInThroughPage(page, org.users.admin, PASSWORD);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByRole('button', { name: 'Create key' }).waitFor();
    await expectAccessibleAndNarrow(page);
    await screenshot('keys-375px');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect((await page.context().cookies()).filter((c) => c.name === 'ts_session')).toEqual([]);
  });

  it('invites by email; a new user accepts the link, chooses a password and is signed in', async () => {
    const owner = await open();
    await signInThroughPage(owner.page, org.users.owner, PASSWORD);
    await owner.page.getByRole('link', { name: 'Members' }).click();
    await owner.page.getByRole('heading', { name: 'Members' }).waitFor();
    const email = `new-${Date.now()}@example.com`;
    await owner.page.getByLabel('Email').fill(email);
    await owner.page.getByLabel('Role', { exact: true }).selectOption('admin');
    await owner.page.getByRole('button', { name: 'Invite' }).click();
    const link = await owner.page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(/\/app\/invitation#[\w-]{43}$/);
    await owner.page.getByText(`${email} as admin`).waitFor();
    await expectAccessibleAndNarrow(owner.page);
    await owner.screenshot('invitation-created');
    await owner.close();

    const invited = await open();
    browser = invited;
    await invited.page.goto(link);
    await invited.page.getByText(`Join ${org.name} as admin`).waitFor();
    expect(await invited.page.getByLabel('Email').inputValue()).toBe(email);
    await expectAccessibleAndNarrow(invited.page);
    await invited.page.getByLabel('Password').fill('my new password');
    await invited.page.getByRole('button', { name: 'Accept invitation' }).click();
    await invited.page.getByRole('heading', { name: 'API keys' }).waitFor();
    await invited.page.getByRole('button', { name: 'Create key' }).waitFor();
    await invited.page.getByRole('link', { name: 'Members' }).click();
    await invited.page.getByRole('cell', { name: `${email} (you)` }).waitFor();
    await expectAccessibleAndNarrow(invited.page);
    await invited.screenshot('invitation-accepted');
  });

  it('lets an owner change roles but not remove the last owner', async () => {
    const team = await newOrganizationWithUsers();
    const { page, screenshot } = await open();
    await signInThroughPage(page, team.users.owner, PASSWORD);
    await page.goto(`/app/orgs/${team.organizationId}/members`);
    await page.getByLabel(`Role of ${team.users.member}`).waitFor();
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/members') && r.request().method() === 'GET');
    await page.getByLabel(`Role of ${team.users.member}`).selectOption('admin');
    await reloaded;
    expect(await page.getByLabel(`Role of ${team.users.member}`).inputValue()).toBe('admin');
    await page
      .getByRole('row', { name: new RegExp(team.users.owner) })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove member' }).click();
    await page.getByRole('alert').filter({ hasText: 'last owner' }).waitFor();
    await expectAccessibleAndNarrow(page);
    await screenshot('members-last-owner');
  });

  it('reveals and rotates the webhook secret for an admin, with the warning; a member sees neither', async () => {
    const admin = await open();
    await signInThroughPage(admin.page, org.users.admin, PASSWORD);
    await admin.page.getByRole('link', { name: 'Webhook secret' }).click();
    await admin.page.getByRole('heading', { name: 'Webhook secret' }).waitFor();
    await admin.page.getByRole('button', { name: 'Reveal secret' }).click();
    const field = admin.page.getByRole('textbox', { name: 'Webhook secret' });
    const before = await field.inputValue();
    expect(before).toMatch(/^whsec_/);
    await admin.page.getByText('receivers still checking with the old secret').waitFor();
    await admin.page.getByRole('button', { name: 'Rotate secret' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Rotate now' }).click();
    await admin.page.getByText('Update every receiver').waitFor();
    expect(await field.inputValue()).not.toBe(before);
    await expectAccessibleAndNarrow(admin.page);
    await admin.screenshot('webhook-secret-rotated');
    await admin.close();

    const member = await open();
    browser = member;
    await signInThroughPage(member.page, org.users.member, PASSWORD);
    await member.page.getByRole('link', { name: 'Webhook secret' }).click();
    await member.page.getByText('Only owners and admins').waitFor();
    expect(await member.page.getByRole('button', { name: 'Rotate secret' }).count()).toBe(0);
    await expectAccessibleAndNarrow(member.page);
  });

  it("shows the month's figures as GET /v1/usage answers them, and charts the credits per day", async () => {
    const team = await newOrganizationWithUsers();
    // A plan with a cap and a rate limit, so that the figures are numbers rather than "Unlimited".
    await setPlan(team.organizationId, 'free');
    const owner = await signedIn(team.users.owner);
    const key = expectOk(await owner.post(`/app/api/orgs/${team.organizationId}/keys`, { label: 'usage' }), 201).key;
    const text = 'The weather is nice today';
    expectOk(
      await new Api(key).post('/v1/translation/translate', { sourceLanguage: 'en', targetLanguage: 'es', text }),
    );
    const { page, screenshot } = await open();
    await signInThroughPage(page, team.users.member, PASSWORD);
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { name: 'Usage' }).waitFor();
    await page.getByText('5 credits used in the last 30 days').waitFor();
    await page.getByRole('img', { name: /Credits per day/ }).waitFor();
    await page.getByText('Show as a table').click();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole('row', { name: `${today} 5` }).waitFor();

    // The month's figures are those GET /v1/usage answers a key of the same organization.
    const month = expectOk(await new Api(key).get('/v1/usage')) as MonthUsage;
    expect(month).toMatchObject({ plan: 'free', usedCredits: 5, remainingCredits: (month.monthlyCredits ?? 0) - 5 });
    const figure = (name: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell');
    const credits = (n: number | null) => (n === null ? 'Unlimited' : n.toLocaleString('en'));
    expect(await figure('Plan').textContent()).toBe(month.plan);
    expect(await figure('Credits used this month').textContent()).toBe(credits(month.usedCredits));
    expect(await figure('Credits left this month').textContent()).toBe(credits(month.remainingCredits));
    expect(await figure('Credits reset on').textContent()).toBe(`${month.resetsAt.slice(0, 10)} (00:00 UTC)`);
    expect(await figure('Rate limit').textContent()).toBe(
      month.requestsPerMinute === null ? 'Unlimited' : `${month.requestsPerMinute} requests per minute per API key`,
    );
    await expectAccessibleAndNarrow(page);
    await screenshot('usage');
  });
});
