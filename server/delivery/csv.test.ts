import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Ana')).toBe('Ana');
  });

  it('quotes per RFC 4180 and flattens nested fields into dotted columns', () => {
    expect(toCsv([{ kind: 'leads', email: 'a@b.co', metadata: { planType: 'Mid, "Market"' } }, { kind: 'bookings', goals: 'a\nb' }])).toBe(
      'kind,email,metadata.planType,goals\r\nleads,a@b.co,"Mid, ""Market""",\r\nbookings,,,"a\nb"\r\n',
    );
  });
});
