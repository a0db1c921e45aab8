// Issue 11: every prerendered page is complete without JavaScript (h1, copy, its own title and
// description, canonical URL) and navigation handles scroll and focus. That every page hydrates
// without an error is checked by routes.spec.ts, in the same visit as its other checks.
import type { Page } from '@playwright/test';
import { holdRequests } from './holdRequests.ts';
import { chunkGlob, countChunkRequests } from './chunkRequests.ts';
import { expect, firstApiAnswer, hydrateEveryPart, openWithoutWaiting, test, waitForHydration } from './fixtures.ts';
import { toastText } from './toastText.ts';
import { phoneViewport, wideViewport } from './viewports.ts';
import { toasts } from '../src/content/toasts.ts';
import { inGroups } from './groups.ts';
import { pageTable } from '../src/app/pageTable.ts';
import { NOT_FOUND_PATH, pagePaths } from '../src/app/sitePaths.ts';
import { articles } from '../src/content/articles.ts';
import { docTopics } from '../src/content/docs.ts';
import { topicHeadingId } from '../src/features/docs/openAtTopic.ts';
import { bookingFormLabel } from '../src/features/booking/landingStep.ts';
import { events } from '../src/content/events.ts';
import { roiDefaults, sessionTypes } from '../src/contract/options.ts';
import { invalidEmailMessage } from '../src/components/form/checks.ts';
import { roiTotalText } from './roi.ts';
import { site } from '../src/config/site.ts';
import { DEFAULT_SITE_URL } from '../src/config/siteUrl.ts';
import { isHydrated } from '../tools/testing/hydration.ts';

/** The title and description each page must carry, from the same data the pages use. */
function expectedHead(url: string): { title: string; description?: string } {
  const article = articles.find((a) => url === `/article/${a.id}`);
  if (article) return { title: `${article.title} | ${site.name}`, description: article.excerpt };
  const event = events.find((e) => url === `/event/${e.id}`);
  if (event) return { title: `${event.title} | ${site.name}`, description: event.description };
  const topic = docTopics.find((t) => url === `/docs/${t.topic}`);
  if (topic) return { title: `${topic.title} — Developer Docs | ${site.name}`, description: topic.paragraphs[0] };
  if (url === '/') return { title: `${site.name} — Enterprise AI Agents`, description: pageTable[0]!.description };
  const entry = pageTable.find((e) => e.path === url || (e.path === '/docs/*' && url === '/docs'));
  if (!entry) throw new Error(`no expectation for ${url}`);
  return { title: `${entry.title} | ${site.name}`, description: entry.description };
}

/**
 * An element's id is also a global (`window.process` is the element with id="process"). These are
 * globals that libraries probe with `typeof`; under an element they break them: MSW's logger threw
 * on `process.env` in the dev server once the home page's section was rendered before MSW started.
 */
const probedGlobals = ['process', 'global', 'module', 'exports', 'require', 'define', 'Buffer'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ mode: 'parallel' });

  for (const [index, group] of inGroups(pagePaths(), 2).entries()) {
    test(`group ${index + 1}: every prerendered page is complete as static HTML`, async ({ page }) => {
      for (const url of group) {
        await test.step(url, async () => {
          const response = await page.goto(url);
          expect.soft(response?.status(), `status of ${url}`).toBe(200);
          const head = expectedHead(url);
          await expect.soft(page, `title of ${url}`).toHaveTitle(head.title);
          await expect.soft(page.locator('meta[name="description"]'), `description of ${url}`).toHaveAttribute('content', head.description!);
          await expect.soft(page.locator('link[rel="canonical"]'), `canonical of ${url}`).toHaveAttribute('href', `${DEFAULT_SITE_URL}${url === '/' ? '/' : url}`);
          await expect.soft(page.locator('meta[property="og:image"]'), `og:image of ${url}`).toHaveAttribute('content', /^https:\/\/.+\.png$/);
          await expect.soft(page.locator('meta[name="twitter:card"]'), `twitter:card of ${url}`).toHaveAttribute('content', 'summary_large_image');
          await expect.soft(page.getByRole('banner').getByRole('navigation', { name: 'Main' }), `header of ${url}`).toBeAttached();
          await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${url}`).toHaveCount(1);
          await expect.soft(page.getByRole('heading', { level: 1 }).first(), `h1 of ${url}`).not.toBeEmpty();
          const copy = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ').trim();
          expect.soft(copy.length, `main copy of ${url}`).toBeGreaterThan(100);
          await expect.soft(page.getByRole('contentinfo'), `footer of ${url}`).toContainText(site.tagline);
          await expect.soft(page.locator(probedGlobals.map((name) => `[id="${name}"]`).join(', ')), `ids of ${url}`).toHaveCount(0);
        });
      }
    });
  }

  test('the pages of an article and an event show their own headline', async ({ page }) => {
    await page.goto(`/article/${articles[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0]!.title);
    await page.goto(`/event/${events[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(events[0]!.title);
  });

  test('an unknown path answers 404 with the prerendered 404 page, kept out of search results', async ({ page }) => {
    const response = await page.goto('/definitely/not/a/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(NOT_FOUND_PATH).toBe('/404');
  });

  test('account pages are noindex, content pages are not', async ({ page }) => {
    for (const url of ['/signin', '/register', '/forgot-password', '/reset-password']) {
      await page.goto(url);
      await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute('content', 'noindex');
    }
    await page.goto('/pricing');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('structured data: Organization and WebSite on /, Article, Event, FAQPage, BreadcrumbList', async ({ page }) => {
    const types = async (url: string) => {
      await page.goto(url);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type']);
    };
    expect(await types('/')).toEqual(['Organization', 'WebSite']);
    expect(await types(`/article/${articles[0]!.id}`)).toEqual(['Article', 'BreadcrumbList']);
    expect(await types(`/event/${events[0]!.id}`)).toEqual(['Event', 'BreadcrumbList']);
    expect(await types('/help')).toEqual(['FAQPage']);
    expect(await types('/docs/quickstart')).toEqual(['BreadcrumbList']);
  });

  test('sitemap.xml lists every indexable page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${DEFAULT_SITE_URL}/`);
    expect(locs).toContain(`${DEFAULT_SITE_URL}/article/${articles[0]!.id}`);
    expect(locs).not.toContain(`${DEFAULT_SITE_URL}/signin`);
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${DEFAULT_SITE_URL}/sitemap.xml`);
    const og = await request.get(`/og/article-${articles[0]!.id}.png`);
    expect(og.headers()['content-type']).toBe('image/png');
  });
});

test.describe('hydration', () => {
  // /about is a page of islands (ADR 0082): its sign-up is an island; /privacy hydrates whole.
  for (const path of ['/privacy', '/about']) {
    test(`${path}: the footer sign-up's code loads only when the footer comes near, and the sign-up then works`, async ({ page }) => {
      // ADR 0057: a phone visitor who reads a page without reaching the footer never pays for the form
      // kit and the API client; the static form is there all along.
      await page.setViewportSize(phoneViewport);
      const requests = countChunkRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(requests('NewsletterForm'), 'the sign-up chunk before the footer is near').toBe(0);

      const signUp = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
      await expect(signUp.getByRole('textbox', { name: 'Email address' }), 'the static form meanwhile').toBeAttached();
      // Brought into view; pressed before it has hydrated, Subscribe would do nothing (before-hydration.spec.ts).
      await hydrateEveryPart(page);
      expect(requests('NewsletterForm'), 'the sign-up chunk once the footer is near').toBe(1);
      const email = signUp.getByRole('textbox', { name: 'Email address' });
      // The error becomes the field's description: react-aria links it once it is in the document.
      await email.fill('ada@example');
      await signUp.getByRole('button', { name: 'Subscribe' }).click();
      await expect(email).toHaveAccessibleDescription(invalidEmailMessage);
      await email.fill('ada@example.com');
      await signUp.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.subscribed), firstApiAnswer);
      await expect(email).toHaveValue('');
    });
  }

  test('/docs/<topic> opens at its topic before the page has its scripts, and hydrating leaves the page whole and where the visitor scrolled it', async ({ page }) => {
    await page.setViewportSize(phoneViewport);
    const [landing, next] = ['webhooks', 'auth'].map((name) => docTopics.find((t) => t.topic === name)!);
    const release = await holdRequests(page, '**/assets/*.js');
    await openWithoutWaiting(page, `/docs/${landing!.topic}`);
    const heading = page.locator(`#${topicHeadingId(landing!.topic)}`);
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const atTopic = await page.evaluate(() => scrollY);
    expect(atTopic, 'scrolled down to the topic').toBeGreaterThan(0);

    // The page's height from now on: hydration must keep every part's static HTML (the endpoint list's too).
    const height = await page.evaluate(() => {
      const page = window as unknown as { shortest: number };
      page.shortest = document.documentElement.scrollHeight;
      new ResizeObserver(() => (page.shortest = Math.min(page.shortest, document.documentElement.scrollHeight))).observe(document.body);
      return page.shortest;
    });
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY), 'the visitor scrolled on').toBe(atTopic + 600);
    release();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled))));
    expect(await page.evaluate(() => scrollY), 'where the visitor scrolled, once hydrated').toBe(atTopic + 600);
    expect(await page.evaluate(() => (window as unknown as { shortest: number }).shortest), 'the shortest the page got while it hydrated').toBe(height);

    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: next!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/docs/${next!.topic}$`));
    await expect(page.locator(`#${topicHeadingId(next!.topic)}`), 'a topic opened by a client-side navigation').toBeFocused();
    await expect(page.locator(`#${topicHeadingId(next!.topic)}`)).toBeInViewport();
  });

  test('/solutions shows its ROI results with no action (1440 px)', async ({ page }) => {
    await page.setViewportSize(wideViewport);
    await page.goto('/solutions');
    await expect(page.getByTestId('roi-total'), 'the results, with no action').toHaveText(roiTotalText(roiDefaults), firstApiAnswer);
  });

  test('/reset-password without its token says Invalid Link and goes to /forgot-password with no action', async ({ page }) => {
    await openWithoutWaiting(page, '/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: toasts.resetInvalidToken.title })).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6000 });
  });

  // /book-call?type= opens at the booking form: the static HTML holds both steps, and its inline script
  // keeps the one the address asks for (landingStep.ts) before the first paint.
  for (const type of sessionTypes) {
    test(`/book-call?type=${type.id} shows its booking form and no session picker before it has its scripts`, async ({ page }) => {
      await page.setViewportSize(phoneViewport);
      const release = await holdRequests(page, '**/assets/*.js');
      await openWithoutWaiting(page, `/book-call?type=${type.id}`);
      const form = page.getByRole('form', { name: bookingFormLabel(type.label) });
      await expect(page.getByRole('heading', { level: 2, name: type.label })).toBeVisible();
      const card = page.getByRole('region', { name: type.label });
      await expect(card).toContainText(type.duration);
      await expect(card).toContainText(type.description);
      await expect(form.getByRole('textbox', { name: 'First name' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Schedule Call' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Choose your session' })).toHaveCount(0);
      await expect(page.locator('main script')).toHaveCount(0);
      release();
      await waitForHydration(page);
      await expect(form.getByRole('textbox', { name: 'First name' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Choose your session' })).toHaveCount(0);
    });
  }

  test('/book-call with a ?type= that names no session shows the session picker and no form', async ({ page }) => {
    await page.goto('/book-call?type=DEMO');
    await expect(page.getByRole('list', { name: 'Session types' })).toBeVisible();
    await expect(page.getByRole('form', { name: /booking$/ })).toHaveCount(0);
    await expect(page.getByText('Change Session Type')).toHaveCount(0);
  });

  test("the toast region's code is not part of the page's load: it is fetched once the page is idle after hydrating", async ({ page }) => {
    const requests = countChunkRequests(page);
    await openWithoutWaiting(page, '/privacy');
    expect(requests('ToastRegion'), 'the toast code by the time the page is parsed').toBe(0);
    await waitForHydration(page);
    await expect.poll(() => requests('ToastRegion'), 'the toast code once idle').toBe(1);
  });

  test('adds no style to the document: every rule is in the HTML before the first paint', async ({ page }) => {
    // A style added after the first paint makes Chromium rebuild its font faces and lay out all the
    // text again (react-aria's pressable style did, 10-30 ms on every page: ADR 0009).
    await page.addInitScript(() => {
      const added: string[] = ((window as unknown as { addedStyles: string[] }).addedStyles = []);
      // From the end of parsing on: what the HTML holds is not an addition.
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) added.push(node.outerHTML);
        }).observe(document, { childList: true, subtree: true }),
      );
    });
    await page.goto('/privacy');
    await hydrateEveryPart(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { addedStyles: string[] }).addedStyles)).toEqual([]);
    // react-aria found its style in the HTML.
    expect(await page.locator('head style#react-aria-pressable-style').count()).toBe(1);
  });
});

test.describe('pictures', () => {
  // A cover sits under its page's title, which is the largest
  // paint on most phones; asked for at High priority, it only slowed that paint.
  test("on a phone, an article's and an event's pictures are asked for at once but not ahead of the page's stylesheet and font", async ({ page }) => {
    await page.setViewportSize(phoneViewport);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const pictures: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ type, request }) => {
      if (type === 'Image' && request.url.startsWith('http')) pictures.push(`${new URL(request.url).pathname} ${request.initialPriority}`);
    });
    const article = articles[0]!;
    const event = events[0]!;
    for (const path of [`/article/${article.id}`, `/event/${event.id}`]) await openWithoutWaiting(page, path);
    const covers = [article.image.src, event.image.src];
    expect(pictures.filter((picture) => covers.some((cover) => picture.startsWith(`${cover} `)))).toEqual(covers.map((cover) => `${cover} Low`));
  });
});

test.describe('typeface', () => {
  const fontsLoaded = async (page: Page, path: string) => {
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop()!;
      if (file.endsWith('.woff2')) fonts.push(file.replace(/-[\w-]{8}\.woff2$/, ''));
    });
    await page.goto(path);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    return fonts.sort();
  };

  // ADR 0059: the core file holds ASCII and the copy's punctuation.
  test('an English page downloads the preloaded core file and no other font', async ({ page }) => {
    expect(await fontsLoaded(page, '/privacy')).toEqual(['manrope-core-wght']);
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute('href', /\/assets\/manrope-core-wght-[\w-]{8}\.woff2$/);
    // The features the core file leaves out are off for all text (typefaceFeatures.ts, ADR 0059).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontVariantLigatures)).toBe('no-common-ligatures no-contextual');
  });

  test("a page with an accented letter adds fontsource's latin file", async ({ page }) => {
    expect(await fontsLoaded(page, '/about')).toEqual(['manrope-core-wght', 'manrope-latin-wght-normal']);
  });
});

test.describe('navigation', () => {
  // With the footer's sign-up still waiting for its code too: it hydrates when near (ADR 0057), and a
  // navigation that came first made React render it afresh with nothing in its place until the code
  // came. The footer lost 38 px at once, the page scrolled up by as much and back returned there (a CI
  // flake of this test, under load; SuspenseKeepingHeight, ADR 0057).
  for (const signUpCode of ['loaded', 'still loading'] as const) {
    test(`a footer link opens the next page at the top, focuses its h1 and announces its title; back restores the position (the sign-up's code ${signUpCode})`, async ({ page }) => {
      const requests = countChunkRequests(page);
      const release = signUpCode === 'still loading' ? await holdRequests(page, chunkGlob('NewsletterForm')) : undefined;
      await page.goto('/pricing');
      const footer = page.getByRole('contentinfo');
      const signUp = footer.getByRole('form', { name: 'Newsletter sign-up' });
      await footer.scrollIntoViewIfNeeded();
      await expect.poll(() => release?.requested() ?? requests('NewsletterForm'), 'the sign-up chunk asked for once the footer is near').toBe(1);
      if (release) expect(await page.evaluate(isHydrated, true), "the sign-up is still waiting for its code").toBe(false);
      else await hydrateEveryPart(page);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      const height = (await footer.boundingBox())!.height;
      await footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('status').filter({ hasText: 'About | Orbital Agents' })).toHaveCount(1);
      expect((await footer.boundingBox())!.height, "the footer's height on the next page").toBe(height);
      await page.goBack();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      release?.();
      await signUp.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
      await expect(signUp.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
      expect((await footer.boundingBox())!.height, "the footer's height with the sign-up in place").toBe(height);
    });
  }

  test('a hash link scrolls to its target', async ({ page }) => {
    await page.goto('/privacy');
    const toc = page.getByRole('main').locator('a[href^="#"]').last();
    const target = (await toc.getAttribute('href'))!;
    await toc.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });
});
