// `npm run concierge:lead-demo`: a concierge conversation that becomes a lead, end to end on
// 127.0.0.1 (issue 50): the reference server with a language model (the scripted fake, or LLM_* for a
// real one), a webhook receiver that verifies each delivery's signature and checks it against the
// contract (server/test/webhooks.ts), and an SMTP catcher for the sales mail. Prints the
// conversation, then the webhook and the mail as they arrived. Exit code 1 if either is missing or
// arrived more than once.
import { buildPath, contract } from '../../../src/contract/index.ts';
import { scriptProvider } from '../../test/llm-fake.ts';
import { httpRequest, startServerProcess, tempDataFile } from '../../test/harness.ts';
import { newSecret, Receiver, smtpCatcher } from '../../test/webhooks.ts';

const conversation = [
  'Which plan fits a 40-person support team that wants a pilot in March?',
  "I'm Dana from Acme, email me a quote at dana@acme.example",
  'Thanks! Could you also email me the event dates at dana@acme.example?',
];

const provider = await scriptProvider();
const secret = newSecret();
const receiver = new Receiver([secret]);
await receiver.start();
const smtp = await smtpCatcher();
const { file: dataFile, cleanup } = await tempDataFile('orbital-lead-demo-');
const server = await startServerProcess({
  dataFile,
  env: {
    ...provider.env(),
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: secret,
    SMTP_URL: smtp.url,
    SALES_EMAIL: 'sales@orbitalagents.example',
  },
});

const post = async (path: string, body: unknown) => JSON.parse((await httpRequest(`${server.url}${path}`, { method: 'POST', body: JSON.stringify(body), timeoutMs: 120_000 })).text) as Record<string, string>;
const session = await post(buildPath(contract['chat.start']), { agentType: 'sales', messages: [] });
console.log(`── conversation ${session.id}`);
for (const message of conversation) {
  const { response } = await post(buildPath(contract['chat.message'], { id: String(session.id) }), { message, agentType: 'sales' });
  console.log(`\nvisitor: ${message}\nconcierge: ${response}`);
}

const arrived = await receiver.waitFor(() => receiver.delivered.size > 0 && smtp.mails.length > 0, 15_000);
// A second delivery would arrive within the dispatcher's next polls.
await new Promise((resolve) => setTimeout(resolve, 1000));
const hooks = [...receiver.delivered.values()];
console.log(`\n── the webhook receiver got ${hooks.length} event(s)`);
for (const hook of hooks) {
  console.log(`webhook-id ${hook.id}, type ${hook.type}, signature verified: ${hook.verifiedWith === 1}, matches the contract's schema: ${hook.matchesContract}`);
  console.log(JSON.stringify(hook.data, null, 2));
}
console.log(`\n── the mail catcher got ${smtp.mails.length} mail(s)`);
for (const mail of smtp.mails) {
  const subject = /^Subject: ([^\r\n]*)/m.exec(mail.raw)?.[1] ?? '';
  const text = mail.raw.split(/\r?\n\r?\n/).slice(1).join('\n\n').trim();
  console.log(`to ${mail.to.join(', ')}: ${subject}\n${text}`);
}

await server.stop();
await Promise.all([receiver.stop(), smtp.close(), provider.close(), cleanup()]);
const once = arrived && hooks.length === 1 && hooks[0]?.type === 'lead.captured' && hooks[0].matchesContract && smtp.mails.length === 1 && receiver.duplicates.length === 0;
console.log(`\n${once ? 'ok' : 'FAILED'}: one lead.captured webhook and one sales mail for the conversation`);
process.exitCode = once ? 0 : 1;
