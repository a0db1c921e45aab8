// /help (product-rules.md S2, section 4 'Help FAQ accordion'): search box (no behaviour), quick
// links, four categories (8, 12, 6, 4 articles), six FAQ items in a single-open collapsible
// accordion, and the Chat Support (opens the AI Concierge) and Contact Form cards.
import { routeMeta } from '../app/meta.ts';
import { faqPage } from '../app/structuredData.ts';
import { Accordion } from '../components/Accordion.tsx';
import { Button } from '../components/actions/Button.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { Card } from '../components/Card.tsx';
import { ContentHtml } from '../components/ContentHtml.tsx';
import { DraftBadge } from '../components/DraftBadge.tsx';
import { Form } from '../components/form/Form.tsx';
import { useForm } from '../components/form/useForm.ts';
import { Link } from '../components/actions/Link.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { faqs, helpCategories, helpIntro, quickLinks, supportCards } from '../content/help.ts';
import { container, section, sectionHeader, sectionLead, sectionTitle } from '../design/layout.css.ts';
import { openConcierge } from '../features/concierge/conciergeStore.ts';
import * as s from '../features/help/help.css.ts';
import * as blocks from '../design/blocks.css';

export const meta = routeMeta({ structuredData: [faqPage(faqs)] });

const faqItems = faqs.map((f) => ({
  id: f.id,
  title: f.draft ? (
    <>
      {f.question} <DraftBadge draft size="sm" />
    </>
  ) : (
    f.question
  ),
  content: <ContentHtml html={f.html} />,
}));

export default function HelpPage() {
  // The search box has no behaviour (product-rules.md S2): submitting does nothing.
  const search = useForm({ initial: { q: '' } });
  return (
    <>
      <PageHeader
        band
        title={helpIntro.title}
        lead={helpIntro.lead}
        after={
          <Form form={search} onValidSubmit={() => {}} role="search" className={s.search}>
            <TextField label={helpIntro.searchLabel} type="search" placeholder={helpIntro.searchPlaceholder} {...search.text('q')} />
          </Form>
        }
      />

      <section className={section({ spacing: 'compact' })} aria-labelledby="quick-links-title">
        <div className={container}>
          <h2 id="quick-links-title" className={sectionTitle}>
            Quick Links
          </h2>
          <ul className={`${blocks.listGrid4} ${blocks.spacedTop}`}>
            {quickLinks.map((link) => (
              <Card as="li" key={link.label} padding="sm">
                <Link href={link.href} variant="standalone" className={s.quickLink}>
                  {link.label}
                </Link>
                <p className={s.muted}>{link.description}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={section({ tone: 'muted', spacing: 'compact' })} aria-labelledby="categories-title">
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id="categories-title" className={sectionTitle}>
              Browse by Category
            </h2>
          </header>
          <ul className={blocks.listGrid4}>
            {helpCategories.map((category) => (
              <Card
                as="li"
                key={category.title}
                title={category.title}
                description={category.description}
                footer={
                  <Link href={category.href} variant="inline" aria-label={`${category.articles} articles in ${category.title}`}>
                    {category.articles} articles
                  </Link>
                }
              />
            ))}
          </ul>
        </div>
      </section>

      <section className={section()} aria-labelledby="faq-title">
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id="faq-title" className={sectionTitle}>
              Frequently Asked Questions
            </h2>
          </header>
          <Accordion items={faqItems} className={s.faq} />
        </div>
      </section>

      <section className={section({ tone: 'muted' })} aria-labelledby="support-title">
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id="support-title" className={sectionTitle}>
              Still Need Help?
            </h2>
            <p className={sectionLead}>Our team and our AI Concierge are here for you.</p>
          </header>
          <div className={s.twoColumns}>
            <Card
              title={supportCards.chat.title}
              description={supportCards.chat.description}
              footer={<Button onPress={openConcierge}>{supportCards.chat.action}</Button>}
            />
            <Card
              title={supportCards.contact.title}
              description={supportCards.contact.description}
              footer={
                <ButtonLink href={supportCards.contact.href} variant="outline">
                  {supportCards.contact.action}
                </ButtonLink>
              }
            />
          </div>
        </div>
      </section>
    </>
  );
}
