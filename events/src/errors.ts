/**
 * A broken business rule. `code` is stable and doubles as the translation key in
 * `locales/{lng}/errors.json`; `params` fill its placeholders. `details` is data the refusal hands
 * back beside the message (a conflict's two scores): the HTTP answer carries it as is, and, since
 * it describes the moment of the refusal, an idempotency key does not store such a refusal.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
