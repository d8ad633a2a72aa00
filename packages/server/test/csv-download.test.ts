import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvStream } from '../src/lib/csv-download.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('csvStream (the one CSV writer of every export)', () => {
  it('guards every cell a spreadsheet would run as a formula, whatever the export put in it', async () => {
    const columns = [
      { key: 'text', header: 'Text' },
      { key: 'amount', header: 'Amount' },
    ];
    const rows = (async function* () {
      yield { text: "-2+3+cmd|' /C calc'!A0", amount: '-12.34' };
      yield { text: '=SUM(A1)', amount: '-$1,234.56' };
      yield { text: '+1', amount: '-5%' };
      yield { text: '@x', amount: '-1e5' };
      yield { text: '\tx', amount: '\r1' };
      yield { text: 'plain, text', amount: '12.34' };
    })();
    const lines = (await text(csvStream(columns, rows, 'en-CA'))).slice(1).split('\r\n');
    expect(lines).toEqual([
      'Text,Amount',
      "'-2+3+cmd|' /C calc'!A0,-12.34",
      "'=SUM(A1),-$1234.56",
      "'+1,-5%",
      "'@x,'-1e5",
      '"\'\tx","\'\r1"',
      'plain text,12.34',
      '',
    ]);
  });

  it('quotes a cell holding a tab, a carriage return or a line feed, so that it stays one cell of one row', async () => {
    const columns = [
      { key: 'memo', header: 'Memo' },
      { key: 'name', header: 'Name' },
    ];
    const rows = (async function* () {
      yield { memo: 'Paid\tby cheque', name: 'Line\rbreak' };
      yield { memo: 'two\nlines', name: 'trailing CR\r' };
      yield { memo: '\tstarts with a tab', name: '\rstarts with CR' };
    })();
    const csv = await text(csvStream(columns, rows, 'en-CA'));
    expect(csv).toContain('"Paid\tby cheque","Line\rbreak"\r\n');
    expect(parse(csv, { bom: true, record_delimiter: '\r\n' })).toEqual([
      ['Memo', 'Name'],
      ['Paid\tby cheque', 'Line\rbreak'],
      ['two\nlines', 'trailing CR\r'],
      // The formula guard stays: a leading tab or CR gets its quote.
      ["'\tstarts with a tab", "'\rstarts with CR"],
    ]);
  });
});
