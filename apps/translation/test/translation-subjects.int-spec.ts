import { Subjects } from '@app/contracts';
import { newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';

/** The translation service's subjects called directly over NATS (the cluster runs Apertium). */
describe('translation subjects', () => {
  const nats = new TestNatsClient();
  // A real organization: translation reads its plan (monthly credits) before translating.
  const caller = { organizationId: '', keyId: '' };
  beforeAll(async () => {
    const org = await newOrganization();
    Object.assign(caller, { organizationId: org.organizationId, keyId: org.keyId });
  });
  afterAll(() => nats.close());

  it('translate answers {data}', async () => {
    const answer = await nats.send(Subjects.translation.translate, {
      caller,
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: 'Hello world',
    });
    expect(answer).toEqual({ data: expect.stringContaining('Hola') });
  });

  it('translate validates at the service end too', async () => {
    const error = await nats.sendExpectingError(Subjects.translation.translate, {
      caller,
      sourceLanguage: 'en',
      text: 'Hello',
    });
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('targetLanguage') });
  });

  it('translate refuses a request without the caller', async () => {
    const error = await nats.sendExpectingError(Subjects.translation.translate, {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: 'Hello',
    });
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('translate-batch answers the batch result and checks contexts', async () => {
    const result = await nats.send(Subjects.translation.translateBatch, {
      caller,
      sourceLanguage: 'en',
      targetLanguage: 'es',
      texts: ['Hello world'],
    });
    expect(result).toEqual({
      translations: [{ index: 0, content: expect.stringContaining('Hola') }],
      batch_summary: { total: 1, successful: 1, failed: 0, total_credits: 2 },
      word_count: 2,
    });
    const error = await nats.sendExpectingError(Subjects.translation.translateBatch, {
      caller,
      sourceLanguage: 'en',
      targetLanguage: 'es',
      texts: ['a', 'b'],
      contexts: [null],
    });
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('contexts') });
  });

  it("usage.month answers the plan and the month's credits, the batch's included", async () => {
    await nats.send(Subjects.translation.translateBatch, {
      caller,
      sourceLanguage: 'auto',
      targetLanguage: 'es',
      texts: ['Good morning, my friends'],
    });
    expect(await nats.send(Subjects.translation.usageOfMonth, { caller })).toEqual({
      plan: 'unmetered',
      monthlyCredits: null,
      usedCredits: expect.any(Number),
      remainingCredits: null,
      resetsAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00Z$/),
      requestsPerMinute: null,
    });
    const usage = await nats.send(Subjects.translation.usageOfMonth, { caller });
    expect(usage.usedCredits).toBeGreaterThanOrEqual(4);
  });

  it('languages list and detect', async () => {
    const languages = await nats.send(Subjects.translation.listLanguages, {});
    expect(languages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ language: 'en', name: 'English', targets: expect.arrayContaining(['es']) }),
      ]),
    );
    expect(
      await nats.send(Subjects.translation.detectLanguage, { text: 'Bonjour tout le monde, comment allez-vous ?' }),
    ).toMatchObject({ language: 'fr' });
    expect((await nats.sendExpectingError(Subjects.translation.detectLanguage, { text: ' ' })).code).toBe(
      'BAD_REQUEST',
    );
  });
});
