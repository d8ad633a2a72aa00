import { describe, expect, it } from 'vitest';
import { exportCell } from './export-cells.ts';

describe('exportCell (spec 5: spreadsheet export cells)', () => {
  it.each([
    // a formula-like start gets a leading quote
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 604 555 0100', "'+1 604 555 0100"],
    ['@handle', "'@handle"],
    ['=HYPERLINK("http://x.example";"click")', `'=HYPERLINK("http://x.example""click")`],
    // only the first character counts
    ['a=b', 'a=b'],
    [' =1+1', ' =1+1'],
    // a minus, a tab or a carriage return starts a formula too, unless the cell is a plain negative number
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['-A1', "'-A1"],
    ['-', "'-"],
    ['--1', "'--1"],
    ['-1e5', "'-1e5"],
    ['-1+1', "'-1+1"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\tplain text', "'\tplain text"],
    ['-5', '-5'],
    ['-12.34', '-12.34'],
    ['-40.00', '-40.00'],
    ['-12.50%', '-12.50%'],
    ['-1\u00a0234,56 $', '-1\u00a023456 $'],
    ['a-b', 'a-b'],
    // commas and semicolons go, unless the value starts with $
    ['Maple Leaf Brokers, Toronto', 'Maple Leaf Brokers Toronto'],
    ['a;b;c', 'abc'],
    ['1,234.56', '1234.56'],
    ['$1,234.56', '$1,234.56'],
    ['$1;2', '$1;2'],
    ['-$1,234.56', '-$1234.56'],
    [' $1,000', ' $1000'],
    // both rules at once
    ['=1,2;3', "'=123"],
    ['+a,b', "'+ab"],
    // nothing to do
    ['', ''],
    ['TEN-2026-100042', 'TEN-2026-100042'],
    ['Montréal', 'Montréal'],
  ])('%j -> %j', (value, expected) => {
    expect(exportCell(value)).toBe(expected);
  });

  it.each([
    [null, ''],
    [undefined, ''],
    [0, '0'],
    [-12.5, '-12.5'],
    [-1234, '-1234'],
    [true, 'true'],
  ])('%j -> %j', (value, expected) => {
    expect(exportCell(value)).toBe(expected);
  });
});
