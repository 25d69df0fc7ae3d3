import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { AppConfig } from '../../config/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail through SMTP_URL when set. Without it (development and tests) each message is written to
 * DATA_DIR/outbox/ as an .eml file and announced on the console.
 */
export class Mailer {
  private readonly smtp?: Transporter;
  private readonly outbox: string;
  private readonly files: Transporter;
  private readonly logger = new Logger('Mailer');

  constructor(private readonly config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'NODE_ENV'>) {
    this.outbox = join(config.dataDir, 'outbox');
    if (config.SMTP_URL) this.smtp = nodemailer.createTransport(config.SMTP_URL);
    this.files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    const message = { from: this.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text };
    if (this.smtp) {
      await this.smtp.sendMail(message);
      return;
    }
    const info = (await this.files.sendMail(message)) as unknown as { message: Buffer };
    mkdirSync(this.outbox, { recursive: true });
    const safe = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = join(this.outbox, `${Date.now()}-${process.hrtime.bigint()}-${safe}.eml`);
    writeFileSync(file, info.message);
    // Development only: with no SMTP server the message (and so the sign-in code) is shown in the log. Never
    // in production (which refuses to start without SMTP_URL anyway) or tests.
    if (this.config.NODE_ENV === 'development') this.logger.log(`mail to ${mail.to}: ${mail.text.split('\n')[0]} (saved to ${file})`);
  }
}

export const MAILER = Symbol('MAILER');
