import { beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../application/mail/ports/mailer';

/** A mailer with a way to see what reached the other side, and to take that side down and back. */
export interface MailerSubject {
  mailer: Mailer;
  delivered(): Promise<
    {
      to: string;
      messageId: string;
      subject: string;
      text: string;
      html: string;
      headers: Record<string, string>;
    }[]
  >;
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
}

const aMail = (n: number): OutgoingMail => ({
  to: `player${n}@example.com`,
  messageId: `mail-${n}@prize-wheel.mail`,
  subject: `Receipt ${n}`,
  html: `<p>Number <b>${n}</b></p>`,
  text: `Number ${n}`,
  headers: { 'List-Unsubscribe': `<http://localhost/api/unsubscribe?token=${n}>` },
});

/** What every Mailer adapter does: deliver one message as given, and throw while the server is down. */
export function describeMailerContract(name: string, makeSubject: () => Promise<MailerSubject>) {
  describe(`Mailer contract: ${name}`, () => {
    let subject: MailerSubject;
    beforeEach(async () => {
      subject = await makeSubject();
    });

    it('delivers the recipient, Message-ID, subject, text, HTML and extra headers as given', async () => {
      expect(await subject.mailer.send(aMail(1))).toBe('sent');
      const [got] = await subject.delivered();
      expect(got).toMatchObject({
        to: 'player1@example.com',
        messageId: 'mail-1@prize-wheel.mail',
        subject: 'Receipt 1',
      });
      expect(got?.text.trim()).toBe('Number 1');
      expect(got?.html).toContain('<b>1</b>');
      expect(got?.headers['list-unsubscribe']).toBe('<http://localhost/api/unsubscribe?token=1>');
    });

    it('throws while the server is down and delivers again once it is back', async () => {
      await subject.goDown();
      await expect(subject.mailer.send(aMail(2))).rejects.toThrow();
      await subject.comeBack();
      await subject.mailer.send(aMail(3));
      expect((await subject.delivered()).map((m) => m.to)).toEqual(['player3@example.com']);
    });

    it('Test Connection: verified while the server answers, throws while it is down', async () => {
      expect(await subject.mailer.checkConnection()).toBe('verified');
      await subject.goDown();
      await expect(subject.mailer.checkConnection()).rejects.toThrow();
      await subject.comeBack();
    });
  });
}
