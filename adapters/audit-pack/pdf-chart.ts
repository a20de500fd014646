import type { EntrySlice } from '../../domain/back-office/audit-pack';
import { PAGE, type PdfLayout, when } from './pdf-layout';

const PAID = '#2f6fdf';
const FREE = '#f0a030';
const TOTAL = '#1f2430';
const AXIS = '#8a91a0';
const HEIGHT = 150;

/**
 * Entries over time as vector paths: per slice a bar of paid entries with the free ones stacked on it
 * (left scale), and the running total as a line (right scale), with axes and a legend.
 */
export function drawEntriesChart(layout: PdfLayout, slices: readonly EntrySlice[]): void {
  const { doc } = layout;
  layout.room(HEIGHT + 60);
  const left = PAGE.left + 30;
  const right = PAGE.right - 30;
  const top = doc.y + 8;
  const bottom = top + HEIGHT;
  const peak = Math.max(1, ...slices.map((s) => s.paid + s.free));
  const total = Math.max(1, slices.at(-1)?.total ?? 0);
  const step = (right - left) / Math.max(1, slices.length);

  doc.lineWidth(0.6).strokeColor(AXIS);
  doc.moveTo(left, top).lineTo(left, bottom).lineTo(right, bottom).lineTo(right, top).stroke();
  doc.font('Helvetica').fontSize(7).fillColor(AXIS);
  doc.text(String(peak), PAGE.left, top - 3, { width: 26, align: 'right' });
  doc.text('0', PAGE.left, bottom - 4, { width: 26, align: 'right' });
  doc.text(String(total), right + 4, top - 3, { width: 30 });

  slices.forEach((slice, i) => {
    const x = left + i * step + step * 0.15;
    const w = step * 0.7;
    const paidHeight = (slice.paid / peak) * HEIGHT;
    const freeHeight = (slice.free / peak) * HEIGHT;
    if (paidHeight > 0) doc.rect(x, bottom - paidHeight, w, paidHeight).fill(PAID);
    if (freeHeight > 0) doc.rect(x, bottom - paidHeight - freeHeight, w, freeHeight).fill(FREE);
  });

  doc.lineWidth(1.2).strokeColor(TOTAL);
  slices.forEach((slice, i) => {
    const x = left + (i + 1) * step;
    const y = bottom - (slice.total / total) * HEIGHT;
    if (i === 0) doc.moveTo(left, bottom).lineTo(x, y);
    else doc.lineTo(x, y);
  });
  if (slices.length > 0) doc.stroke();

  doc.font('Helvetica').fontSize(7).fillColor(AXIS);
  doc.text(when(slices[0]?.from), left, bottom + 4, { width: 150 });
  doc.text(when(slices.at(-1)?.from), right - 150, bottom + 4, { width: 150, align: 'right' });

  const legendY = bottom + 18;
  const legend: [string, string][] = [
    [PAID, 'Paid entries'],
    [FREE, 'Free entries'],
    [TOTAL, 'Running total (right scale)'],
  ];
  let x = left;
  for (const [colour, label] of legend) {
    doc.rect(x, legendY + 1, 8, 6).fill(colour);
    doc.fillColor(TOTAL).text(label, x + 12, legendY, { width: 140 });
    x += 150;
  }
  doc.fillColor(TOTAL);
  doc.x = PAGE.left;
  doc.y = legendY + 16;
}
