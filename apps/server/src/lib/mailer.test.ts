import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createMailer } from './mailer';

afterEach(() => vi.restoreAllMocks());

describe('createMailer without SMTP_URL', () => {
  it('prints the whole message, link included, instead of sending it', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@example.test', log: pino({ level: 'silent' }) });
    expect(mailer.transport).toBe('log');
    await mailer.send({
      to: 'a@example.test',
      subject: 'Hello',
      text: 'Open http://localhost:3000/verify-email/abc',
      html: '',
    });
    const printed = write.mock.calls.map((c) => String(c[0])).join('');
    expect(printed).toContain('To: a@example.test');
    expect(printed).toContain('Subject: Hello');
    expect(printed).toContain('http://localhost:3000/verify-email/abc');
  });
});
