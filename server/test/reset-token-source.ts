// CONTRACT_RESET_TOKEN_SOURCE for the reference server: reads reset tokens from the mails its SMTP
// server caught, which server/test/suite.ts writes to the file named by SERVER_MAIL_LOG (one JSON
// line per mail: to, link). The mail leaves through the outbox after the answer: poll a while.
import { readFile } from 'node:fs/promises';

interface MailLine {
  event?: string;
  to?: string;
  link?: string;
}

async function newestToken(file: string, email: string): Promise<string | undefined> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const wanted = email.trim().toLowerCase();
  const mails = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MailLine)
    .filter((mail) => mail.event === 'mail' && mail.to?.toLowerCase() === wanted && mail.link);
  const link = mails.at(-1)?.link;
  return link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
}

export default async function resetTokenFor(email: string): Promise<string | undefined> {
  const file = process.env.SERVER_MAIL_LOG;
  if (!file) throw new Error('SERVER_MAIL_LOG is not set (run the suite through `npm run test:server`)');
  for (let attempt = 0; attempt < 200; attempt++) {
    const token = await newestToken(file, email);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}
