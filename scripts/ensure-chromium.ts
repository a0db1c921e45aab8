// Finds Chromium, or installs Debian's package when running as root on a fresh machine.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.ts';

const found = findChromium();
if (found) {
  console.log(`chromium: ${found}`);
} else if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
  process.exit(1);
} else if (process.getuid?.() === 0) {
  console.log('chromium: not found, installing Debian package (apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  const installed = findChromium();
  if (!installed) {
    console.error('chromium: installation finished but no binary was found.');
    process.exit(1);
  }
  console.log(`chromium: ${installed}`);
} else {
  console.error('chromium: not found. Install it (apt-get install chromium) or set CHROME_PATH.');
  process.exit(1);
}
