// A CONTRACT_RESET_TOKEN_SOURCE for servers that log their mails as JSON lines, as the reference
// server does ({"event":"mail","to":"...","link":".../reset-password?token=..."}):
//   node server/index.ts > /tmp/server.log &
//   CONTRACT_BASE_URL=http://127.0.0.1:3001 CONTRACT_SERVER_LOG=/tmp/server.log \
//   CONTRACT_RESET_TOKEN_SOURCE=contract-tests/token-sources/json-log.ts npm run test:contract
import { readFile } from 'node:fs/promises';

interface MailLine {
  event?: string;
  to?: string;
  link?: string;
}

function latestToken(log: string, email: string): string | undefined {
  const wanted = email.toLowerCase();
  let token: string | undefined;
  for (const line of log.split('\n')) {
    if (!line.includes('"mail"')) continue;
    try {
      const entry = JSON.parse(line) as MailLine;
      if (entry.event === 'mail' && entry.to?.toLowerCase() === wanted && entry.link) {
        token = new URL(entry.link).searchParams.get('token') ?? token;
      }
    } catch {
      // not a JSON line
    }
  }
  return token;
}

export default async function resetTokenFromLog(email: string): Promise<string | undefined> {
  const file = process.env.CONTRACT_SERVER_LOG;
  if (!file) throw new Error('CONTRACT_SERVER_LOG must name the server log file for this token source');
  // The log line may land a moment after the answer.
  for (let attempt = 0; attempt < 20; attempt++) {
    const token = latestToken(await readFile(file, 'utf8'), email);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}
