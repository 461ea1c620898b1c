/** How the card networks write their own names; the gateway sends them in any case ("visa", "VISA", "MASTERCARD"). */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  'american express': 'American Express',
  amex: 'American Express',
  discover: 'Discover',
  afrigo: 'AfriGO',
};

/**
 * A card brand as the network writes it: "visa" → "Visa", "MASTERCARD" → "Mastercard". A brand not in the list gets
 * a capital at the start of each word ("union pay" → "Union Pay"); a blank brand is "".
 */
export function cardBrandName(brand: string): string {
  const key = brand.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key) return '';
  return (
    brandNames[key] ??
    key.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
  );
}

/** The last four digits of a card or account number, as "•••• 1234" (kept on one line). */
export function masked(digits: string): string {
  return `••••\u00a0${digits.slice(-4)}`;
}

/** "Visa •••• 4081": how a card is named in lists, choices and texts. */
export function cardName(card: { brand: string; last4: string }): string {
  return [cardBrandName(card.brand), masked(card.last4)].filter(Boolean).join(' ');
}

/**
 * A payment's card as the server summarised it ("visa •••• 4081", the brand as the gateway sent it), named the same
 * way as a saved card; a summary of any other shape is shown as it came.
 */
export function cardSummaryName(summary: string): string {
  const parts = /^(.*?)\s*•+\s*(\d{4})$/u.exec(summary.trim());
  if (!parts) return summary;
  return cardName({ brand: parts[1] ?? '', last4: parts[2] ?? '' });
}
