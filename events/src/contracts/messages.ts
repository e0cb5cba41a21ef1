// A schema's message is a translation key (locales/{lng}/errors.json). Some texts name what they are
// about ('O nome "Ana" já está na lista'): their values travel inside the message, as JSON after the
// key, because a zod message is one string and both the server's error handler and the forms'
// resolver pass on only that string.

export type MessageValues = Readonly<Record<string, string | number>>;

/** `tournament.duplicateName{"name":"Ana"}`: a key with the values its text interpolates. */
export const messageWithValues = (key: string, values: MessageValues): string =>
  `${key}${JSON.stringify(values)}`;

const KEY_WITH_VALUES = /^([\w.]+)(\{.*\})$/s;

/** The key and values of a schema's message; a message without values is its own key. */
export function readMessage(message: string): { readonly key: string; readonly values: MessageValues } {
  const match = KEY_WITH_VALUES.exec(message);
  if (match) {
    try {
      const values: unknown = JSON.parse(match[2]!);
      if (typeof values === 'object' && values !== null && !Array.isArray(values))
        return { key: match[1]!, values: values as MessageValues };
    } catch {
      // Not values after all: the message is shown as a key.
    }
  }
  return { key: message, values: {} };
}
