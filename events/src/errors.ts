/**
 * A broken business rule. `code` is stable and doubles as the translation key in
 * `locales/{lng}/errors.json`; `params` fill its placeholders.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
