import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { aboutIntro, aboutStats, journey, mission, team, values } from '../../src/content/about';

const meta = {
  title: 'Pages/About',
  component: AppRoutes,
  parameters: { route: '/about' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default · about.default',
  tags: ['state:about.default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: aboutIntro.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const stats = canvas.getByRole('list', { name: 'Company stats' });
    await expect(within(stats).getAllByRole('listitem').map((li) => li.textContent)).toEqual(aboutStats.map((s) => `${s.value}${s.label}`));
    await expect(canvas.getByRole('heading', { level: 2, name: mission.title })).toBeVisible();
    for (const v of values) await expect(canvas.getByRole('heading', { level: 3, name: v.title })).toBeVisible();
    const teamSection = canvas.getByRole('region', { name: 'Meet the Team' });
    for (const member of team) {
      await expect(within(teamSection).getByRole('heading', { level: 3, name: member.name })).toBeVisible();
      await expect(within(teamSection).getByText(member.role)).toBeVisible();
    }
    // Illustrated avatars, decorative (each name is printed beside its picture).
    const faces = [...teamSection.querySelectorAll('img')].map((img) => ['src', 'alt', 'width', 'height', 'loading'].map((name) => img.getAttribute(name)));
    await expect(faces).toEqual(
      ['dr-maya-chen', 'daniel-okafor', 'sofia-martinez', 'arjun-patel'].map((slug) => [`/images/avatars/${slug}.svg`, '', '64', '64', 'lazy']),
    );
    const journeySection = canvas.getByRole('region', { name: 'Our Journey' });
    await expect(within(journeySection).getAllByRole('listitem')).toHaveLength(journey.length);
    await expect(canvas.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '/careers');
  },
};
