// Finds Debian's Chromium (story tests, Lighthouse, design screenshots) and its headless shell (e2e
// and the served-site check, ADR 0062), or installs the missing packages when running as root on a
// fresh machine. The one place that installs browsers: npm test's pretest, and CI through it.
import { execSync } from 'node:child_process';
import { findChromium, findTestBrowser } from './chromium.ts';

const wanted = [
  { label: 'chromium', find: findChromium, override: 'CHROME_PATH', debianPackage: 'chromium' },
  { label: 'test browser', find: findTestBrowser, override: 'TEST_CHROME_PATH', debianPackage: 'chromium-headless-shell' },
];

const missing = wanted.filter((browser) => !browser.find());
for (const browser of wanted.filter((b) => b.find())) console.log(`${browser.label}: ${browser.find()}`);

const overridden = missing.filter((browser) => process.env[browser.override]);
if (overridden.length > 0) {
  for (const browser of overridden) console.error(`${browser.override}=${process.env[browser.override]} does not exist.`);
  process.exit(1);
}
if (missing.length > 0) {
  const packages = missing.map((browser) => browser.debianPackage).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(`not found: ${packages}. Install (apt-get install ${packages}) or set ${missing.map((b) => b.override).join(' / ')}.`);
    process.exit(1);
  }
  console.log(`installing Debian packages: ${packages}...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  for (const browser of missing) {
    const found = browser.find();
    if (!found) {
      console.error(`${browser.label}: installation finished but no binary was found.`);
      process.exit(1);
    }
    console.log(`${browser.label}: ${found}`);
  }
}
