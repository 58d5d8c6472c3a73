import { describe, expect, it } from 'vitest';
import { ofxToXml } from './sgml';

describe('ofxToXml', () => {
  it('closes SGML elements at the next tag, keeps aggregates, and reads XML the same way', () => {
    const sgml = '<OFX><STMTTRN>\n<TRNTYPE>DEBIT\n<NAME>ACE &amp; SONS\n<MEMO>a > b\n</STMTTRN></OFX>';
    const xml =
      '<OFX><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><NAME>ACE &amp; SONS</NAME><MEMO>a > b</MEMO></STMTTRN></OFX>';
    const expected =
      '<OFX><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><NAME>ACE &amp; SONS</NAME><MEMO>a > b</MEMO></STMTTRN></OFX>';
    expect(ofxToXml(sgml)).toBe(expected);
    expect(ofxToXml(xml)).toBe(expected);
    // Intuit's dotted names lose their dot, as ofx-js names them; comments and what follows the root go.
    expect(ofxToXml('<OFX><!-- x --><INTU.BID>1234</OFX>   trailing')).toBe(
      '<OFX><INTUBID>1234</INTUBID></OFX>',
    );
  });

  it("refuses markup that is not OFX's", () => {
    expect(ofxToXml('<OFX><STMTTRN><NAME>x</OFX>')).toBeNull();
    expect(ofxToXml('<OFX></STMTTRN></OFX>')).toBeNull();
    expect(ofxToXml(`<OFX><${'A'.repeat(33)}>x</OFX>`)).toBeNull();
    expect(ofxToXml('<OFX><NAME onload="x">y</OFX>')).toBeNull();
    expect(ofxToXml('<OFX><NAME>y')).toBeNull();
    expect(ofxToXml('text<OFX></OFX>')).toBeNull();
  });
});
