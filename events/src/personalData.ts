/**
 * What a reader sees in place of personal data whose owner erased it (crypto-shredding: the key
 * that encrypted it is gone). One fixed marker the UI shows as is, in every language.
 */
export const ERASED_NAME = 'Anônimo';

/** The e-mail address shown for an erased user: unique per user (the read model keeps e-mails unique), never deliverable. */
export const erasedEmail = (userId: string) => `apagado-${userId}@rodada.invalid`;

/** Whether an address is the placeholder an erased user's e-mail became (never a real mailbox). */
export const isErasedEmail = (email: string) => /^apagado-[^@]+@rodada\.invalid$/.test(email);
