/**
 * The key of the data every language shares (GeoNames' places, faker's first names): lower case, no marks,
 * ß as ss, letters and digits only. Filing those once under this key instead of once per language's rules
 * keeps 115,000 places in memory once, not six times; an answer is looked up under both its language's key
 * ("Muenchen" → munchen) and this one ("Çanakkale" → canakkale).
 */
export function universalKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/gu, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
