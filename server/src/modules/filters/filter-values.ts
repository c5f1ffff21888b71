/** The number a filter value starts with ("16 GB" → 16, "15.6\"" → 15.6), or null; used for min/max criteria. */
export function leadingNumber(value: string): number | null {
  const match = value.trim().match(/^(\d+(?:[.,]\d+)?)/);
  return match ? Number(match[1]!.replace(',', '.')) : null;
}
