import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { jobs } from '../../src/content/careers';
import { LocationDisplay } from '../components/LocationDisplay';

function CareersWithLocation() {
  return (
    <>
      <AppRoutes />
      <LocationDisplay />
    </>
  );
}

const meta = {
  title: 'Pages/Careers',
  component: CareersWithLocation,
  parameters: { route: '/careers' },
} satisfies Meta<typeof CareersWithLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default · careers.default',
  tags: ['state:careers.default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Join Our Mission' })).toBeVisible();
    const roles = canvas.getByRole('region', { name: 'Open Positions' });
    await expect(within(roles).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(jobs.map((j) => j.title));
    await expect(jobs).toHaveLength(4);
    for (const job of jobs) {
      const card = within(roles).getByRole('listitem', { name: job.title });
      for (const text of [job.department, job.location, job.type, job.description, ...job.requirements]) {
        await expect(within(card).getByText(text)).toBeVisible();
      }
      await expect(within(card).getByRole('link', { name: `Apply Now: ${job.title}` })).toHaveAttribute('href', '/contact');
    }
    await expect(canvas.getByRole('link', { name: 'Send General Application' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByText('$3,000 every year for courses, books and conferences.')).toBeVisible();
    // Apply Now leads to the contact page.
    await userEvent.click(within(roles).getByRole('link', { name: `Apply Now: ${jobs[0]!.title}` }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('Current path: /contact'));
  },
};
