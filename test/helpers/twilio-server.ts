/**
 * A stand-in for Twilio's REST API (api.twilio.com), speaking its protocol for sending a text:
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP basic auth with the
 * account SID and auth token; 201 with the Message resource, or Twilio's error body
 * ({ code, message, more_info, status }) with the status Twilio uses.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentText {
  to: string;
  from: string;
  body: string;
  sid: string;
}

export interface LocalTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  sent: SentText[];
  /** Answers this Twilio error code for texts to `to` (21614: not a mobile number, 21610: opted out). */
  refuse(to: string, code: number, message: string): void;
  /** Answers every request with a 500 until called with false. */
  breakDown(broken: boolean): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function twilioError(res: http.ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

function isAuthorized(header: string | undefined, sid: string, token: string): boolean {
  if (!header?.startsWith('Basic ')) return false;
  return Buffer.from(header.slice(6), 'base64').toString() === `${sid}:${token}`;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

export async function startLocalTwilio(): Promise<LocalTwilio> {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const sent: SentText[] = [];
  const refusals = new Map<string, { code: number; message: string }>();
  let broken = false;

  const server = http.createServer((req, res) => {
    void (async () => {
      const form = new URLSearchParams(await readBody(req));
      if (broken) return twilioError(res, 500, 20500, 'Internal Server Error');
      const route = req.url?.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
      if (req.method !== 'POST' || !route)
        return twilioError(res, 404, 20404, 'The requested resource was not found');
      if (!isAuthorized(req.headers.authorization, accountSid, authToken) || route[1] !== accountSid) {
        return twilioError(res, 401, 20003, 'Authenticate');
      }
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return twilioError(res, 400, 20001, 'Unsupported content type');
      }
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
      if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
      if (!E164.test(to)) return twilioError(res, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
      if (!E164.test(from)) return twilioError(res, 400, 21212, `Invalid 'From' Phone Number: ${from}`);
      const refusal = refusals.get(to);
      if (refusal) return twilioError(res, 400, refusal.code, refusal.message);

      const sid = `SM${hex(16)}`;
      sent.push({ to, from, body, sid });
      const now = new Date().toUTCString().replace('GMT', '+0000');
      const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sid}`;
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          account_sid: accountSid,
          api_version: '2010-04-01',
          body,
          date_created: now,
          date_sent: null,
          date_updated: now,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from,
          messaging_service_sid: null,
          num_media: '0',
          num_segments: String(Math.ceil(body.length / 153) || 1),
          price: null,
          price_unit: 'USD',
          sid,
          status: 'queued',
          subresource_uris: { media: `${uri}/Media.json` },
          to,
          uri: `${uri}.json`,
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    sent,
    refuse: (to, code, message) => void refusals.set(to, { code, message }),
    breakDown: (value) => {
      broken = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
