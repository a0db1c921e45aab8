// The in-memory database of mock mode (@msw/data): one collection per kind of captured data, each
// built from the contract's request or response schema plus the fields the store adds (id, createdAt).
// Seeded with realistic records; resetDb() restores the seed. Nothing here is ever served back:
// handlers answer with ids only (product-rules.md D1).
import { Collection } from '@msw/data';
import { z } from 'zod';
import { contract, timeSlots } from '../src/contract/index.ts';
import { anyLeadRecord } from '../src/contract/records.ts';
import { now } from './clock.ts';
import { caughtMails, clearMailbox, restoreMailbox, subscribeMailbox, type CaughtMail } from './mailbox.ts';

const stored = { id: z.string().min(1), createdAt: z.iso.datetime({ offset: true }) };

/** Every lead: the forms' (leads.capture) and the concierge's conversations (chat.message). */
export const leadSchema = anyLeadRecord;
export const contactMessageSchema = contract['contact.submit'].request.extend(stored);
export const bookingSchema = contract['booking.schedule'].request.extend(stored);
export const chatSessionSchema = contract['chat.start'].response.extend({
  userId: z.string().optional(),
});
const chatRole = contract['chat.start'].request.shape.messages.unwrap().element.shape.role;
export const chatMessageSchema = z.object({
  ...stored,
  sessionId: z.string().min(1),
  role: chatRole,
  content: z.string(),
  /** Given to chat.start rather than said in the conversation (a supplied reply is the visitor's claim). */
  supplied: z.boolean().optional(),
});
export const resetTokenSchema = z.object({
  token: z.string().min(16),
  email: contract['auth.forgot-password'].request.shape.email,
  createdAt: stored.createdAt,
  usedAt: z.iso.datetime({ offset: true }).nullable(),
});

export type Lead = z.output<typeof leadSchema>;

export const db = {
  leads: new Collection({ schema: leadSchema }),
  contactMessages: new Collection({ schema: contactMessageSchema }),
  bookings: new Collection({ schema: bookingSchema }),
  chatSessions: new Collection({ schema: chatSessionSchema }),
  chatMessages: new Collection({ schema: chatMessageSchema }),
  resetTokens: new Collection({ schema: resetTokenSchema }),
};

const hoursAgo = (hours: number) => new Date(now().getTime() - hours * 3_600_000).toISOString();
const daysFromNow = (days: number) => new Date(now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function seed(): Promise<void> {
  await db.leads.createMany(6, (i) => seedLeads()[i]!);
  await db.contactMessages.create({
    id: 'contact_seed_1',
    createdAt: hoursAgo(5),
    name: 'Priya Raman',
    email: 'priya.raman@northwind-logistics.example',
    company: 'Northwind Logistics',
    phone: '+1 415 555 0142',
    message: 'We route 40,000 shipments a month and want to automate exception handling. Can we talk this week?',
    formType: 'contact',
  });
  await db.contactMessages.create({
    id: 'contact_seed_2',
    createdAt: hoursAgo(30),
    name: 'Marcus Feld',
    email: 'm.feld@helixhealth.example',
    company: 'Helix Health',
    message: 'Do your agents support HIPAA-compliant deployments on our own cloud account?',
    formType: 'contact',
  });
  await db.bookings.create({
    id: 'booking_seed_1',
    createdAt: hoursAgo(3),
    callType: 'demo',
    firstName: 'Elena',
    lastName: 'Ortiz',
    email: 'elena.ortiz@summitcapital.example',
    company: 'Summit Capital',
    phone: '+1 212 555 0199',
    jobTitle: 'VP Operations',
    companySize: '201-1000',
    preferredDate: daysFromNow(3),
    preferredTime: timeSlots[4]!,
    timezone: 'EST',
    goals: 'Cut month-end close from 9 days to 4.',
    currentChallenges: 'Manual reconciliation across three ledgers.',
    source: 'booking_page',
    submittedAt: hoursAgo(3),
  });
  await db.chatSessions.create({ id: 'chat_seed_1', agentType: 'sales', createdAt: hoursAgo(1) });
  await db.chatMessages.create({
    id: 'chatmsg_seed_1',
    createdAt: hoursAgo(1),
    sessionId: 'chat_seed_1',
    role: 'user',
    content: 'How fast can we get an agent live?',
  });
  await db.chatMessages.create({
    id: 'chatmsg_seed_2',
    createdAt: hoursAgo(1),
    sessionId: 'chat_seed_1',
    role: 'assistant',
    content: 'Most teams have their first agent live in under 60 seconds on the Self-Serve plan.',
  });
}

function seedLeads(): Array<z.input<typeof leadSchema>> {
  return [
    {
      id: 'lead_seed_1',
      createdAt: hoursAgo(72),
      email: 'jordan.lee@brightline-retail.example',
      source: 'newsletter',
      metadata: { subscribedAt: hoursAgo(72) },
    },
    {
      id: 'lead_seed_2',
      createdAt: hoursAgo(48),
      email: 'sam.okafor@northwind-logistics.example',
      source: 'newsletter',
      metadata: { subscribedAt: hoursAgo(48) },
    },
    {
      id: 'lead_seed_3',
      createdAt: hoursAgo(20),
      email: 'alex.kim@summitcapital.example',
      source: 'pricing_page',
      metadata: {
        name: 'Alex Kim',
        company: 'Summit Capital',
        phone: '+1 646 555 0110',
        planType: 'Enterprise',
        submittedAt: hoursAgo(20),
      },
    },
    {
      id: 'lead_seed_4',
      createdAt: hoursAgo(9),
      email: 'nina.patel@helixhealth.example',
      source: 'event-registration',
      firstName: 'Nina',
      lastName: 'Patel',
      company: 'Helix Health',
      phone: '+1 617 555 0123',
      metadata: {
        eventId: 'ai-agent-implementation-masterclass',
        eventTitle: 'AI Agent Implementation Masterclass',
        jobTitle: 'Director of Patient Operations',
        companySize: '1000+',
        industry: 'healthcare',
        interests: 'Scheduling automation',
        newsletter: false,
        updates: true,
        registeredAt: hoursAgo(9),
      },
    },
    {
      id: 'lead_seed_5',
      createdAt: hoursAgo(6),
      email: 'tomas.berg@brightline-retail.example',
      source: 'pricing_page',
      metadata: {
        name: 'Tomas Berg',
        company: 'Brightline Retail',
        phone: '+1 312 555 0175',
        planType: 'Mid-Market',
        submittedAt: hoursAgo(6),
      },
    },
    {
      id: 'lead_seed_6',
      createdAt: hoursAgo(2),
      email: 'dana.whitfield@orbit-labs.example',
      source: 'trial',
      firstName: 'Dana',
      lastName: 'Whitfield',
      company: 'Orbit Labs',
      metadata: { firstName: 'Dana', lastName: 'Whitfield', company: 'Orbit Labs', phone: '' },
    },
  ];
}

let ready: Promise<void> = seed();

/** Resolves once the seed (or the last reset) is in place; handlers await it. */
export function dbReady(): Promise<void> {
  return ready;
}

/** Empties every collection and the mailbox, then restores the seed. */
export function resetDb(): Promise<void> {
  ready = ready.then(async () => {
    for (const collection of Object.values(db)) collection.clear();
    clearMailbox();
    await seed();
  });
  return ready;
}

type CollectionName = keyof typeof db;

interface SessionSnapshot {
  version: 1;
  collections: Partial<Record<CollectionName, unknown[]>>;
  mails: CaughtMail[];
}

async function hydrate(snapshot: SessionSnapshot): Promise<void> {
  for (const [name, collection] of Object.entries(db) as Array<[CollectionName, (typeof db)[CollectionName]]>) {
    collection.clear();
    for (const record of snapshot.collections[name] ?? []) {
      try {
        await (collection as Collection<z.ZodType>).create(record);
      } catch {
        // a record that no longer validates (a booking date now in the past): leave it out
      }
    }
  }
  restoreMailbox(snapshot.mails);
}

/**
 * Browser only: keeps the database and the mailbox in sessionStorage, so state survives a full page
 * load in the same tab (opening a reset link from the mailbox must find its token). A stored state
 * replaces the seed; every change is saved shortly after it happens.
 */
export async function keepDbInSession(storage: Storage = sessionStorage, key = 'orbital-agents.mock-db'): Promise<void> {
  let stored: SessionSnapshot | undefined;
  try {
    const raw = storage.getItem(key);
    stored = raw ? (JSON.parse(raw) as SessionSnapshot) : undefined;
  } catch {
    stored = undefined;
  }
  if (stored?.version === 1) {
    const snapshot = stored;
    ready = ready.then(() => hydrate(snapshot));
  }
  await ready;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const snapshot: SessionSnapshot = {
      version: 1,
      collections: Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()])),
      mails: [...caughtMails()],
    };
    try {
      storage.setItem(key, JSON.stringify(snapshot));
    } catch {
      // storage full or unavailable: state lasts until the next page load
    }
  };
  const schedule = () => {
    timer ??= setTimeout(save, 0);
  };
  for (const collection of Object.values(db)) {
    collection.hooks.on('create', schedule);
    collection.hooks.on('update', schedule);
    collection.hooks.on('delete', schedule);
  }
  subscribeMailbox(schedule);
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    });
  }
  save();
}
