// The mock control panel: a small 'Mock API' button at the bottom left that opens a list of every
// call with a select of its scenarios, a reset-data button and the mail catcher (reset links).
// It exists only in mock builds (mounted by mocks/browser.ts) and never uses the app's UI kit. In
// presenter view (the built demo's default, mocks/presenter.ts) it shows nothing; the shortcut that
// leaves presenter view opens it with focus on its heading, and gives focus back when it hides it again.
import { panelCopy } from './panelCopy.ts';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import {
  activeScenarios,
  clearScenarios,
  scenarioLabels,
  scenarioRegistry,
  setScenario,
  subscribeScenarios,
  type ScenarioName,
} from '../scenarios.ts';
import { caughtMails, subscribeMailbox } from '../mailbox.ts';
import { lastStoredLead, subscribeLastLead } from '../lastLead.ts';
import { isReadyOffline, subscribeReadyOffline } from '../offline.ts';
import { presenterShortcut, presenterView, subscribePresenterView, takeReveal } from '../presenter.ts';

export interface MockPanelProps {
  /** Restores the seeded data (and empties the mailbox). */
  onResetData: () => void | Promise<void>;
  /** Start expanded (stories, tests). */
  defaultOpen?: boolean;
}

// Colours chosen for AA contrast: white and #bfdbfe on #0f172a, #0f172a on #e2e8f0.
const colors = { bg: '#0f172a', fg: '#ffffff', muted: '#cbd5e1', link: '#bfdbfe', accent: '#fbbf24', control: '#e2e8f0' };

const styles = {
  // A column, so 'Ready offline' sits above the toggle: beside it, it would reach under the concierge
  // launcher on a 390 px phone.
  root: {
    position: 'fixed',
    left: 12,
    bottom: 12,
    zIndex: 2147483000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: 4,
    font: '13px/1.4 system-ui, sans-serif',
    color: colors.fg,
  },
  offline: { padding: '2px 8px', borderRadius: 999, background: colors.bg, color: colors.fg, fontSize: 12 },
  toggle: {
    minHeight: 32,
    minWidth: 24,
    padding: '4px 12px',
    borderRadius: 16,
    border: `2px solid ${colors.fg}`,
    background: colors.bg,
    color: colors.fg,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    boxShadow: '0 2px 8px rgba(0,0,0,0.35)',
  },
  panel: {
    marginBottom: 8,
    width: 360,
    maxWidth: 'calc(100vw - 24px)',
    maxHeight: 'min(70vh, 640px)',
    overflow: 'auto',
    padding: 12,
    borderRadius: 8,
    background: colors.bg,
    boxShadow: '0 8px 24px rgba(0,0,0,0.45)',
  },
  heading: { margin: '0 0 8px', fontSize: 15 },
  subheading: { margin: '12px 0 6px', fontSize: 13, color: colors.muted, textTransform: 'uppercase', letterSpacing: 0.5 },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, margin: '4px 0' },
  label: { fontFamily: 'ui-monospace, monospace', fontSize: 12 },
  select: {
    minHeight: 28,
    minWidth: 120,
    font: 'inherit',
    color: colors.bg,
    background: colors.control,
    border: '1px solid #64748b',
    borderRadius: 4,
  },
  button: {
    minHeight: 28,
    padding: '2px 10px',
    font: 'inherit',
    color: colors.bg,
    background: colors.control,
    border: '1px solid #64748b',
    borderRadius: 4,
    cursor: 'pointer',
  },
  active: { color: colors.accent },
  link: { color: colors.link, wordBreak: 'break-all', display: 'inline-block', minHeight: 24 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  muted: { color: colors.muted, margin: '4px 0' },
} satisfies Record<string, CSSProperties>;

const noScenario = '';

export function MockPanel({ onResetData, defaultOpen = false }: MockPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [status, setStatus] = useState('');
  const scenarios = useSyncExternalStore(subscribeScenarios, activeScenarios, activeScenarios);
  const mails = useSyncExternalStore(subscribeMailbox, caughtMails, caughtMails);
  const resetMails = mails.filter((mail) => mail.kind === 'reset');
  const salesMails = mails.filter((mail) => mail.kind === 'sales');
  const lastLead = useSyncExternalStore(subscribeLastLead, lastStoredLead, lastStoredLead);
  const readyOffline = useSyncExternalStore(subscribeReadyOffline, isReadyOffline, isReadyOffline);
  const presenter = useSyncExternalStore(subscribePresenterView, presenterView, presenterView);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  /** Where focus was when the shortcut revealed the panel: it goes back there when the shortcut hides it. */
  const focusBefore = useRef<Element | null>(null);
  const [revealed, setRevealed] = useState(false);
  const activeCount = Object.keys(scenarios).length;

  useEffect(() => {
    if (presenter === 'off' && takeReveal()) {
      focusBefore.current = document.activeElement;
      setOpen(true);
      setRevealed(true);
    }
    if (presenter === 'on') {
      const back = focusBefore.current;
      focusBefore.current = null;
      if (rootRef.current?.contains(document.activeElement) || document.activeElement === document.body) {
        if (back instanceof HTMLElement && back.isConnected) back.focus();
      }
    }
  }, [presenter]);

  useEffect(() => {
    if (!revealed || !open) return;
    headingRef.current?.focus();
    setRevealed(false);
  }, [revealed, open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const reset = async () => {
    await onResetData();
    setStatus('Seed data restored.');
  };

  if (presenter === 'on') return null;

  return (
    // data-floating-control: on phones the site hides it while a field has focus or the concierge sheet
    // is open, as it does the concierge launcher (src/features/concierge/concierge.css.ts).
    <aside ref={rootRef} aria-label={panelCopy.label} style={styles.root} data-mock-panel="" data-floating-control="">
      {open && (
        <div id={panelId} style={styles.panel}>
          <h2 ref={headingRef} tabIndex={-1} style={styles.heading}>
            Mock API
          </h2>
          <p style={styles.muted}>
            Every /api call is answered in the browser. Pick a scenario to force a failure. {presenterShortcut.label} hides this
            panel (presenter view).
          </p>

          <h3 style={styles.subheading}>Scenarios</h3>
          <ul style={styles.list}>
            {scenarioRegistry.map(({ id, scenarios: available }) => {
              const selectId = `${panelId}-${id}`;
              const current = scenarios[id];
              return (
                <li key={id} style={styles.row}>
                  <label htmlFor={selectId} style={{ ...styles.label, ...(current ? styles.active : undefined) }}>
                    {id}
                  </label>
                  <select
                    id={selectId}
                    style={styles.select}
                    value={current ?? noScenario}
                    onChange={(event) =>
                      setScenario(id, event.target.value === noScenario ? undefined : (event.target.value as ScenarioName))
                    }
                  >
                    <option value={noScenario}>normal</option>
                    {available.map((scenario) => (
                      <option key={scenario} value={scenario}>
                        {scenarioLabels[scenario]}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
          <div style={{ ...styles.row, justifyContent: 'flex-start', marginTop: 8 }}>
            <button type="button" style={styles.button} onClick={clearScenarios} disabled={activeCount === 0}>
              Clear scenarios
            </button>
            <button type="button" style={styles.button} onClick={() => void reset()}>
              Reset data
            </button>
          </div>
          <p role="status" style={styles.muted}>
            {status}
          </p>

          <h3 style={styles.subheading}>Last lead</h3>
          {lastLead && (
            <dl style={styles.list}>
              <div style={styles.row}>
                <dt style={styles.label}>{lastLead.call}</dt>
                <dd style={{ margin: 0 }}>{lastLead.id}</dd>
              </div>
              {Object.entries(lastLead.attribution ?? {}).map(([key, value]) => (
                <div key={key} style={styles.row}>
                  <dt style={styles.label}>{key}</dt>
                  <dd style={{ margin: 0, wordBreak: 'break-all' }}>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {lastLead && !lastLead.attribution && <p style={styles.muted}>No attribution.</p>}
          {!lastLead && (
            <p style={styles.muted}>No lead yet. Arrive with ?utm_source=...&amp;utm_campaign=... and submit a form.</p>
          )}

          <h3 style={styles.subheading}>Mailbox</h3>
          {mails.length === 0 && (
            <p style={styles.muted}>No mail yet. Request a reset on /forgot-password, or ask the concierge to email you, and the mail appears here.</p>
          )}
          {resetMails.length > 0 && (
            <ul style={styles.list} aria-label="Password reset links">
              {resetMails.map((mail) => (
                <li key={mail.id} style={{ margin: '6px 0' }}>
                  <div style={styles.muted}>
                    To {mail.to} at {new Date(mail.sentAt).toLocaleTimeString()}
                  </div>
                  <a href={mail.link} style={styles.link}>
                    {mail.link}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {salesMails.length > 0 && (
            <ul style={styles.list} aria-label="Mails to sales">
              {salesMails.map((mail) => (
                <li key={mail.id} style={{ margin: '6px 0' }}>
                  <div style={styles.muted}>
                    To {mail.to} at {new Date(mail.sentAt).toLocaleTimeString()}: {mail.subject}
                  </div>
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', font: 'inherit' }}>{mail.text}</pre>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <span role="status" style={readyOffline ? styles.offline : undefined}>
        {readyOffline ? panelCopy.readyOffline : ''}
      </span>
      <button
        ref={toggleRef}
        type="button"
        style={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Mock API{activeCount > 0 ? ` (${activeCount} active)` : ''}
      </button>
    </aside>
  );
}
