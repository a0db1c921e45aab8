import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { caseStudies, crossIndustryStats } from '../../src/content/case-studies';
import { plainTextOf } from '../../src/features/article/plainText';
import { body, findDialog, tableRows } from '../support/queries';

const meta = {
  title: 'Pages/CaseStudies',
  component: AppRoutes,
  parameters: { route: '/case-studies' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default · case-studies.default',
  tags: ['state:case-studies.default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Success Stories' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Live Impact Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Live platform figures' })).toBeVisible();
    const articles = canvas.getAllByRole('article');
    await expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual(caseStudies.map((s) => s.company));
    for (const [i, study] of caseStudies.entries()) {
      const card = within(articles[i]!);
      await expect(card.getByText(study.industry)).toBeVisible();
      await expect(card.getByText(study.challenge)).toBeVisible();
      for (const m of study.metrics) await expect(card.getByText(m.value)).toBeVisible();
      await expect(card.getByRole('button', { name: `View Full Case Study: ${study.company}` })).toBeVisible();
      const cover = card.getByRole('img', { name: study.image.alt });
      await expect([cover.getAttribute('src'), cover.getAttribute('width'), cover.getAttribute('height')]).toEqual([`/images/covers/${study.id}.svg`, '640', '360']);
    }
    // The quoted people's avatars, decorative beside their names.
    const faces = [...canvasElement.querySelectorAll('figcaption img')].map((img) => ['src', 'alt', 'width', 'height'].map((name) => img.getAttribute(name)));
    await expect(faces).toEqual([
      ['/images/avatars/dana-whitfield.svg', '', '40', '40'],
      ['/images/avatars/dr-priya-natarajan.svg', '', '40', '40'],
      ['/images/avatars/marcus-lee.svg', '', '40', '40'],
    ]);
    const cross = within(canvas.getByRole('region', { name: 'Results Across Industries' }));
    for (const stat of crossIndustryStats) {
      await expect(cross.getByRole('heading', { level: 3, name: stat.label })).toBeVisible();
      await expect(cross.getByText(stat.value)).toBeVisible();
    }
  },
};

const study = caseStudies[1]!;
const detailButton = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: `View Full Case Study: ${study.company}` });

async function openDetail(canvasElement: HTMLElement) {
  await userEvent.click(await detailButton(canvasElement));
  return within(await findDialog(`${study.company}: ${study.industry}`));
}

export const Detail: Story = {
  name: 'Detail · case-studies.detail',
  tags: ['state:case-studies.detail'],
  play: async ({ canvasElement }) => {
    const dialog = await openDetail(canvasElement);
    // The story as the content file has it (content/case-studies), one paragraph.
    const story = plainTextOf(study.html);
    for (const text of [study.timeline, study.teamSize, study.investment, story, study.challenge, study.solution, `“${study.quote.text}”`]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    for (const step of study.implementation) await expect(dialog.getByText(step.description, { exact: false })).toBeVisible();
    for (const r of study.results) await expect(dialog.getByText(r)).toBeVisible();
    for (const t of study.technologies) await expect(dialog.getByText(t)).toBeVisible();
    // Before and after as paired bars, their figures as a table for screen readers.
    const rows = tableRows(await dialog.findByRole('figure', { name: 'Helix Health: before and after' }));
    await expect(rows).toEqual([
      ['', 'Before', 'After'],
      ['Intake forms with errors', '12%', '2%'],
      ['Days to a first appointment', '7 days', '3 days'],
    ]);
  },
};

// Escape closes the detail and focus returns to its button (the Detail story's picture stays the dialog).
export const DetailEscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await openDetail(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: `${study.company}: ${study.industry}` })).toBeNull());
    await waitFor(async () => expect(await detailButton(canvasElement)).toHaveFocus());
  },
};
