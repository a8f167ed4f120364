import { JOIN_CODE_LENGTH } from '@npat/protocol';

/**
 * What the join-code field keeps of what was typed or pasted: trimmed first, then at most 6 characters
 * (docs/product/rules.md#joining-a-room), so a pasted " T7ZZUF" stays the whole code. The input carries no
 * `maxLength`, which would cut the paste before it is trimmed.
 */
export function joinCodeInput(raw: string): string {
  return raw.trim().slice(0, JOIN_CODE_LENGTH);
}
