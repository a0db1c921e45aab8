// What the data file holds: one array per kind of captured record. Record shapes are the contract's
// validated requests plus what the server adds (id, createdAt). Nothing here is ever served back.
import type { ParsedRequestOf } from '../src/contract/index.ts';

interface Stored {
  id: string;
  createdAt: string;
}

export type Lead = ParsedRequestOf<'leads.capture'> & Stored;
export type ContactMessage = ParsedRequestOf<'contact.submit'> & Stored;
export type Booking = ParsedRequestOf<'booking.schedule'> & Stored;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  at: string;
}

export interface ChatSession extends Stored {
  agentType: string;
  userId?: string;
  messages: ChatTurn[];
}

/** Only a hash of the token is stored: the data file alone cannot be used to reset a password. */
export interface ResetToken {
  tokenHash: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface Database {
  leads: Lead[];
  contactMessages: ContactMessage[];
  bookings: Booking[];
  chatSessions: ChatSession[];
  resetTokens: ResetToken[];
}

export function emptyDatabase(): Database {
  return { leads: [], contactMessages: [], bookings: [], chatSessions: [], resetTokens: [] };
}
