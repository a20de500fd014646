/** The icon shown when a game has no prize image: a mug, camera or gift by name, otherwise a trophy. */
export function prizeIcon(...names: (string | null | undefined)[]): string {
  const text = names.filter(Boolean).join(' ').toLowerCase();
  if (text.includes('mug') || text.includes('coffee')) return '☕';
  if (text.includes('camera')) return '📷';
  if (text.includes('gift')) return '🎁';
  return '🏆';
}
