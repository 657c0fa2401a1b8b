import {
  type ConversationExport,
  EMBEDDED_CSV_NAME,
  EXPORT_DISCLAIMER,
  scopeStatement,
} from '../../common/records/export-format';
import { describeTimeZone, localDateTime } from '../../common/records/local-time';
import { contentWidth, type Doc, MARGIN, MUTED, notice, type PdfView, printable } from './pdf-style';

/**
 * The first page: what the record is, who is in it, in which time zone its times are, and, in plain
 * words for a reader who is not technical (a judge, a lawyer, a mediator), what it proves and how to
 * check it without trusting Parley.
 */

const LABEL_WIDTH = 126;

function fact(pdf: Doc, label: string, value: string): void {
  const y = pdf.y;
  const width = contentWidth(pdf) - LABEL_WIDTH;
  pdf
    .font('bold')
    .fontSize(9.5)
    .fillColor('black')
    .text(label, MARGIN, y, { width: LABEL_WIDTH - 8 });
  const labelBottom = pdf.y;
  pdf.font('regular').text(printable(value), MARGIN + LABEL_WIDTH, y, { width });
  pdf.y = Math.max(pdf.y, labelBottom) + 3;
}

function heading(pdf: Doc, text: string): void {
  pdf.moveDown(0.6);
  pdf
    .font('bold')
    .fontSize(11.5)
    .fillColor('black')
    .text(text, MARGIN, pdf.y, { width: contentWidth(pdf) });
  pdf.moveDown(0.25);
}

function paragraph(pdf: Doc, text: string): void {
  pdf
    .font('regular')
    .fontSize(9.5)
    .fillColor('black')
    .text(text, MARGIN, pdf.y, {
      width: contentWidth(pdf),
      lineGap: 1.5,
    });
  pdf.moveDown(0.45);
}

/** Who is in the conversation now, and who appears in the record without being in it any more. */
export function describePeople(doc: ConversationExport): { present: string; formerly: string | null } {
  const current = new Set(doc.participants.map((p) => p.id));
  const present = doc.participants
    .map((p) => (p.id === doc.exporterId ? `${p.name} (made this export)` : p.name))
    .join(', ');
  const others = new Map<string, string>();
  for (const row of doc.rows) if (!current.has(row.senderId)) others.set(row.senderId, row.senderName);
  for (const e of doc.events) if (!current.has(e.subjectId)) others.set(e.subjectId, e.subjectName);
  return { present, formerly: others.size ? [...others.values()].join(', ') : null };
}

function describeRangeLocal(doc: ConversationExport, timeZone: string): string {
  if (!doc.from && !doc.to) return 'The whole conversation.';
  const start = doc.from ? `From ${localDateTime(doc.from, timeZone)}` : 'From the beginning';
  return `${start} ${doc.to ? `up to ${localDateTime(new Date(new Date(doc.to).getTime() - 1), timeZone)}` : 'to the time of export'}.`;
}

export function writeCover(pdf: Doc, doc: ConversationExport, view: PdfView): void {
  pdf.font('bold').fontSize(8.5).fillColor(MUTED).text('CONVERSATION RECORD FROM PARLEY', MARGIN, pdf.y);
  pdf.moveDown(0.2);
  pdf.font('bold').fontSize(20).fillColor('black').text(printable(doc.conversationName));
  pdf.moveDown(0.6);

  const times = [doc.exportedAt, ...doc.rows.map((r) => r.createdAt)];
  const people = describePeople(doc);
  fact(pdf, 'Exported by', doc.exporterName);
  fact(pdf, 'Exported on', localDateTime(doc.exportedAt, view.timeZone));
  fact(
    pdf,
    'Time zone',
    `Every time in this record is local time in ${describeTimeZone(view.timeZone, times)}. The attached machine-readable copy gives each time in UTC.`,
  );
  fact(pdf, 'In the conversation', people.present);
  if (people.formerly) fact(pdf, 'Also in this record', `${people.formerly} (no longer in the conversation)`);
  fact(pdf, 'Dates', describeRangeLocal(doc, view.timeZone));
  fact(pdf, 'Messages', scopeStatement(doc.firstSeq, doc.lastSeq, doc.total, doc.omission));
  fact(
    pdf,
    'Comings and goings',
    doc.events.length === 0
      ? 'No one was added, removed, left or joined in these dates.'
      : `${doc.events.length} membership ${doc.events.length === 1 ? 'change' : 'changes'} (someone added, removed, leaving or joining), each shown where it happened.`,
  );

  heading(pdf, 'What this record shows');
  paragraph(
    pdf,
    'Every message in the chosen dates, in the order it was sent, numbered from the first message of the conversation (#1). ' +
      'Each row gives the time it was sent, who sent it and its words; under them, when each of the others saw it (or that they had not), ' +
      'and “Assistant rewrite used” when the sender sent the writing assistant’s suggested wording instead of their own.',
  );

  heading(pdf, 'What it proves, and what it does not');
  paragraph(
    pdf,
    'Parley never edits or deletes a stored message. When a message is stored, Parley computes its hash: a 64-character fingerprint of its time, its sender, its words and the hash of the message before it. ' +
      'Each message therefore vouches for every message before it. If anyone changed, removed or reordered a message afterwards, in Parley’s database or in this file, ' +
      'the hashes would stop matching at that message, and the check below names it.',
  );
  paragraph(
    pdf,
    'It does not prove who made this file. Someone who rewrites a record can compute new hashes for it, but its last hash (the chain head, on the last page) ' +
      'would then differ from the chain head of every other participant’s export of the same conversation. To be sure a record is complete and genuine, ' +
      'compare its chain head with another participant’s export, or ask for a fresh one. Read times and comings and goings are recorded after the messages, ' +
      'so they are not in the chain; the checks below show they were not changed after the export was made.',
  );

  heading(pdf, 'How to check it');
  paragraph(
    pdf,
    `1. Open ${view.verifyUrl} in a web browser and drop this PDF onto the page. It is checked on your own computer: the file is not uploaded, and no account is needed. ` +
      'The page says whether the PDF is exactly as it was exported, and lists each message as intact, altered or missing.',
  );
  paragraph(pdf, '2. Or, on a computer with Node.js: npx parley verify <this file>');
  paragraph(
    pdf,
    `Both read the machine-readable copy attached inside this PDF (${EMBEDDED_CSV_NAME}, in your PDF reader’s attachments) and the PDF’s seal, ` +
      'which stops matching if a single byte of this PDF changes.',
  );
  pdf.moveDown(0.4);
  notice(pdf, EXPORT_DISCLAIMER, 9);
}
