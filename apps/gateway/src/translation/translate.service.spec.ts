import { RpcClient } from '@app/common';
import { Subjects } from '@app/contracts';
import { TranslateBody } from './dto/translate.body';
import { TranslateService } from './translate.service';

/** Records what would go over NATS and answers as the translation service would. */
class RecordingRpc {
  readonly sent: { subject: string; payload: object }[] = [];
  send(subject: string, payload: object): Promise<unknown> {
    this.sent.push({ subject, payload });
    return Promise.resolve({ data: 'Hola' });
  }
}

function body(fields: Partial<TranslateBody>): TranslateBody {
  return Object.assign(new TranslateBody(), fields);
}

const caller = { organizationId: '6a1f1d3e-94c5-4d0e-8a3b-2f4c5d6e7f80', keyId: 'key-1' };

describe('TranslateService.translate', () => {
  async function sentFor(fields: Partial<TranslateBody>, files?: { originalname: string; buffer: Buffer }[]) {
    const rpc = new RecordingRpc();
    await new TranslateService(rpc as unknown as RpcClient).translate(body(fields), files, caller);
    expect(rpc.sent).toHaveLength(1);
    expect(rpc.sent[0].subject).toBe(Subjects.translation.translate);
    return rpc.sent[0].payload;
  }

  it('sends the options in their order, then the caller and the text (Form A), as the JSON the service reads', async () => {
    const payload = await sentFor({ sourceLanguage: 'en', targetLanguage: 'es', glossaryId: 'g1', textContent: 'Hi' });
    expect(JSON.stringify(payload)).toBe(
      JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', glossaryId: 'g1', caller, text: 'Hi' }),
    );
  });

  it('takes Form B text and leaves no form field behind', async () => {
    const payload = await sentFor({ text: 'Hi', sourceLanguage: 'en', targetLanguage: 'es', fluency: false });
    expect(JSON.stringify(payload)).toBe(
      JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', fluency: false, caller, text: 'Hi' }),
    );
  });

  it('sends fileContent as a CSV file, without a text', async () => {
    const payload = await sentFor({ sourceLanguage: 'en', targetLanguage: 'es', fileContent: 'a,b\nHi,there\n' });
    expect(Object.keys(payload)).toEqual(['sourceLanguage', 'targetLanguage', 'caller', 'files']);
  });
});
