import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalTwilio, type LocalTwilio } from '../../../test/helpers/twilio-server';
import { SmsError, type SmsSender } from './sender';
import { twilioSmsSender } from './twilio';

/** The real twilio SDK, pointed at a local server speaking Twilio's REST protocol. */
let twilioApi: LocalTwilio;
let sender: SmsSender;
beforeAll(async () => {
  twilioApi = await startLocalTwilio();
  sender = twilioSmsSender({
    accountSid: twilioApi.accountSid,
    authToken: twilioApi.authToken,
    from: '+15550001111',
    apiUrl: twilioApi.url,
  });
});
afterAll(() => twilioApi?.close());

async function failureOf(promise: Promise<void>): Promise<SmsError> {
  const error = await promise.then(
    () => new Error('the text was sent'),
    (err: unknown) => err,
  );
  if (!(error instanceof SmsError)) throw error;
  return error;
}

describe('twilioSmsSender', () => {
  it('posts the text to the Messages resource, signed in with the account SID and token', async () => {
    await sender.send('+15550102030', 'Hello from Parley: https://parley.test/register?invite=abc');
    expect(twilioApi.sent.at(-1)).toMatchObject({
      to: '+15550102030',
      from: '+15550001111',
      body: 'Hello from Parley: https://parley.test/register?invite=abc',
    });
  });

  it("names the recipient's problem when Twilio refuses the number", async () => {
    const invalid = await failureOf(sender.send('5550102', 'hi'));
    expect(invalid.reason).toBe('invalid_recipient');
    expect(invalid.message).toBe('We could not text 5550102: it is not a valid phone number.');

    twilioApi.refuse('+15550109999', 21614, "'To' number is not a valid mobile number");
    const landline = await failureOf(sender.send('+15550109999', 'hi'));
    expect(landline.message).toBe('We could not text +15550109999: it is not a mobile number.');
  });

  it('reports an outage or wrong credentials as unavailable, not as a bad number', async () => {
    twilioApi.breakDown(true);
    try {
      expect((await failureOf(sender.send('+15550102031', 'hi'))).reason).toBe('unavailable');
    } finally {
      twilioApi.breakDown(false);
    }
    const wrongToken = twilioSmsSender({
      accountSid: twilioApi.accountSid,
      authToken: 'not-the-token',
      from: '+15550001111',
      apiUrl: twilioApi.url,
    });
    const refused = await failureOf(wrongToken.send('+15550102032', 'hi'));
    expect(refused.reason).toBe('unavailable');
    expect(twilioApi.sent.map((t) => t.to)).not.toContain('+15550102032');
  });
});
