// SMS delivery (docs/product.md#sms-captcha-and-jobs): Twilio when configured, otherwise an outbox
// file that local users and tests read codes from. Bodies carry codes, so they are never logged.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#server/config.js';

export interface SmsProvider {
  /** Human-readable destination for the start-up line. */
  readonly description: string;
  /** Resolves with the provider's message id when it gives one. */
  send(to: string, body: string): Promise<string | void>;
}

export class SmsDeliveryError extends Error {}

export function createSmsProvider(config: Config['sms']): SmsProvider {
  return config.provider === 'twilio' ? twilioProvider(config) : outboxProvider(config.outboxFile);
}

export function outboxProvider(outboxFile: string): SmsProvider {
  return {
    description: `outbox file ${outboxFile}`,
    async send(to, body) {
      await mkdir(path.dirname(outboxFile), { recursive: true });
      const line = JSON.stringify({ to, body, sentAt: new Date().toISOString() });
      await appendFile(outboxFile, `${line}\n`, { mode: 0o600 });
    },
  };
}

export function twilioProvider(
  config: Extract<Config['sms'], { provider: 'twilio' }>,
): SmsProvider {
  const base = config.apiBaseUrl.replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    description: `Twilio (${base}) from ${config.fromNumber}`,
    async send(to, body) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Basic ${auth}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: to, From: config.fromNumber, Body: body }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Twilio unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) {
        // Twilio's error body names the problem (bad number, auth) and holds no secret.
        const detail = await response.text().catch(() => '');
        throw new SmsDeliveryError(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown };
      return typeof answer.sid === 'string' ? answer.sid : undefined;
    },
  };
}

/** +15551234567 -> +1******4567, for logs. */
export function maskPhone(phone: string): string {
  return phone.length > 6
    ? `${phone.slice(0, 2)}${'*'.repeat(phone.length - 6)}${phone.slice(-4)}`
    : '***';
}
