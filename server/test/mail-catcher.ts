// `npm run mail-catcher`: a development mail catcher on smtp://127.0.0.1:2525 (MAIL_CATCHER_PORT) that
// prints every mail it receives (to, subject, the links in it) in this terminal, so the reset flow can be
// followed locally: the reference server mails reset links and never logs them (issue 47). Start the
// server with SMTP_URL=smtp://127.0.0.1:2525. For development only: the links it prints are live.
import { smtpCatcher } from './webhooks.ts';

const port = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
const catcher = await smtpCatcher((mail) => {
  const subject = mail.raw.match(/^Subject: ([^\r\n]*)/m)?.[1] ?? '';
  const links = [...new Set(mail.raw.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  console.log(`── mail to ${mail.to.join(', ')}: ${subject}${links.map((link) => `\n   ${link}`).join('')}`);
}, port);
console.log(`mail catcher on ${catcher.url}: start the server with SMTP_URL=${catcher.url} (Ctrl+C stops it)`);
